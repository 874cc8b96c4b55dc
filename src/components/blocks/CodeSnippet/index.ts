export * from './CodeSnippet'
