export * from './BlockRenderer'
