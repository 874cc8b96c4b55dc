export * from './TagList'
