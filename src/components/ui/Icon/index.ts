export * from './Icon'
export * from './SvgIcon'
