export * from './CmsImage'
export * from './CmsImageView'
export * from './resolveCmsImage'
