export * from './CmsLink'
