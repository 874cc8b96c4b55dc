export * from './IconFeatures'
export * from './FeatureItem'
