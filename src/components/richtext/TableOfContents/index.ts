export * from './TableOfContents'
export type { TocHeading } from './TocLink'
