export * from './CmsPage'
