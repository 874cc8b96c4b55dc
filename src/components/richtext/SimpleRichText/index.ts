export * from './SimpleRichText'
