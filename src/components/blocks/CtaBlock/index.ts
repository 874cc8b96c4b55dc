export * from './CtaBlock'
