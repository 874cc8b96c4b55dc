export * from './MobileMenu'
