export * from './ConsentBanner'
