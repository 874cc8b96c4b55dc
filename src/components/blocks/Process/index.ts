export * from './Process'
