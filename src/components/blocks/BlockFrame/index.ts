export * from './BlockFrame'
export * from './BlockFrame.styles'
