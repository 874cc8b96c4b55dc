export * from './Spacer'
