export * from './CmsForm'
