export * from './ResponsiveGrid'
