export * from './CmsImage'
