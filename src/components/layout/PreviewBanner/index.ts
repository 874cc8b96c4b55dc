export * from './PreviewBanner'
