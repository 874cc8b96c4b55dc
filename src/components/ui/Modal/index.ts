export * from './Modal'
