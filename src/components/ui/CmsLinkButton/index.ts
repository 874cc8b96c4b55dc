export * from './CmsLinkButton'
