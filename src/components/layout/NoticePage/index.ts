export * from './Notice'
export * from './NoticePage'
