export * from './BuildVersion'
