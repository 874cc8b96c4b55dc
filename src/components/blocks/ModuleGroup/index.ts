export * from './ModuleGroup'
