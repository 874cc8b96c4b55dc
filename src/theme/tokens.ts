// SPEC §9 Business constants: the default theme, the site-wide defaults and the footer defaults.
// Every colour a component shows comes from here through the theme contract (theme.ts).

/** The five colours of a theme, as the CMS stores them (SPEC §3 Theme). */
export interface ThemeColors {
  colorAccent: string
  accentBackgroundColor: string
  backgroundColor: string
  textColor: string
  foregroundSecondaryColor: string
}

/** A theme as it arrives from the CMS: any colour may be missing. */
export type CmsTheme = Partial<Record<keyof ThemeColors, string | null>> | null | undefined

/** SPEC §9 Default theme colours (light). */
export const defaultThemeColors: ThemeColors = {
  accentBackgroundColor: '#f3f3f3',
  backgroundColor: '#ffffff',
  colorAccent: '#ec4e02',
  foregroundSecondaryColor: '#666d79',
  textColor: '#1b2333',
}

/**
 * The light surface of dialogs (the Modal's default): SPEC §9 default theme with a darker accent.
 * SPEC's accent #ec4e02 on white is 3.7:1, below WCAG AA (4.5:1) for text such as the white label
 * of a primary button; #c2410c keeps the orange and gives 5.2:1. `defaultThemeColors` stays as SPEC.
 */
export const lightSurfaceColors: ThemeColors = {
  ...defaultThemeColors,
  colorAccent: '#c2410c',
}

/** SPEC §9 Site-wide defaults (dark): what the site shows where no theme is set. */
export const siteThemeColors: ThemeColors = {
  backgroundColor: '#0b1419',
  accentBackgroundColor: '#0b1419',
  textColor: '#fff',
  colorAccent: '#FD5402',
  foregroundSecondaryColor: '#fff',
}

/** SPEC §3 Footer: backgroundColor defaults to white and textColor to black. */
export const footerDefaults = {
  backgroundColor: '#ffffff',
  textColor: '#000000',
} as const

/**
 * The footer's full default colours: SPEC's white background and black text on the light
 * surface (AA-safe accent), with a secondary grey that keeps 4.5:1 on white and on #f3f3f3.
 */
export const footerThemeColors: ThemeColors = {
  ...lightSurfaceColors,
  ...footerDefaults,
  foregroundSecondaryColor: '#4b5563',
}

/** SPEC §3 Site-wide theme state: the default header theme. */
export const defaultHeaderTone = 'dark' as const
export type ThemeTone = 'dark' | 'light'

export const fontStacks = {
  body: 'var(--font-inter), ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif',
  mono: 'var(--font-mono), ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const

export const space = {
  s1: '4px',
  s2: '8px',
  s3: '12px',
  s4: '16px',
  s5: '24px',
  s6: '32px',
  s7: '48px',
  s8: '64px',
  s9: '96px',
  s10: '128px',
} as const

export const radius = {
  small: '6px',
  medium: '12px',
  large: '20px',
  pill: '999px',
} as const

export const layout = {
  maxWidth: '1200px',
  readingWidth: '760px',
  gutter: 'clamp(16px, 4vw, 40px)',
  headerHeight: '72px',
  promoHeight: '44px',
  /**
   * The sticky header's real height, promo bar included: the Header measures itself and writes it
   * on <html> (theme.vars.layout.headerOffset), so scroll padding and in-page scrolling keep
   * targets clear of it (WCAG 2.4.11). Until then, the bar plus a one-line promo bar.
   */
  headerOffset: 'calc(72px + 44px)',
} as const

/** Viewport breakpoints in px (SPEC §9 Images shares 600/800/1000/1200). */
export const breakpoints = {
  mobile: 600,
  tablet: 800,
  laptop: 1000,
  desktop: 1200,
} as const

export const media = {
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  laptop: `@media (min-width: ${breakpoints.laptop}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const

/**
 * The hue of error states (SPEC §5: a red label and a red tooltip). A CMS theme has no error
 * colour, so components mix this hue with the theme's text colour (`color-mix`): light on dark
 * themes, dark on light ones, at 4.5:1 or more on every dataset theme's backgrounds.
 */
export const statusHues = {
  danger: '#dc2626',
} as const
