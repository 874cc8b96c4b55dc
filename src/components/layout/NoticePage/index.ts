export * from './NoticePage'
