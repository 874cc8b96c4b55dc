export * from './MapEmbed'
