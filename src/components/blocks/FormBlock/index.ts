export * from './FormBlock'
