export * from './CmsForm'
export * from './ErrorSummary'
