export * from './Marquee'
