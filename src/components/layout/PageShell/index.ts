export * from './PageShell'
