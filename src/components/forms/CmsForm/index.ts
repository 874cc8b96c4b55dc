export * from './CmsForm'
export * from './NoScriptResult'
