export * from './ValuePropGrid'
