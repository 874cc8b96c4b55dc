export * from './PromoBar'
