export * from './glyphs'
export * from './Icon'
export * from './SvgIcon'
