export * from './IconFeatures'
