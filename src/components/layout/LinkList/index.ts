export * from './LinkList'
