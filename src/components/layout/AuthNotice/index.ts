export * from './AuthNotice'
