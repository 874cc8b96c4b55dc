export * from './TableOfContents'
