export * from './tokens'
export * from './theme'
export * from './resolvers'
