export * from './Button'
export type { ButtonSize, ButtonVariant } from './Button.styles'
