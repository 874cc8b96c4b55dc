export * from './Footer'
export * from './CopyrightLine'
