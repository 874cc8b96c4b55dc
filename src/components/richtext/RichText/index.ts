export * from './RichText'
