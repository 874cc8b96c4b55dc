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
  // fl-*-fallback: next/font's fallback overrides on Arial or its metric twins (fontFallbacks.ts).
  body: 'var(--font-inter), "fl-inter-fallback", ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif',
  mono: 'var(--font-mono), "fl-mono-fallback", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const

/**
 * Font sizes, smallest to largest. Steps are named by position, not by pixels (like Paste's
 * fontSize10…), so a step can change value without renaming every use. The scale is the one the
 * site was drawn with; merging neighbouring steps (13 / 13.5 px, 19 / 20 / 21 px…) is a design
 * change to make on purpose, with new story baselines, not in a refactor.
 */
export const fontSize = {
  10: '12px',
  20: '13px',
  30: '13.5px',
  40: '14px',
  50: '15px',
  60: '16px',
  70: '17px',
  80: '18px',
  90: '19px',
  100: '20px',
  110: '21px',
  120: '22px',
  130: '24px',
  140: '26px',
  150: '28px',
  160: '30px',
  170: '34px',
  180: '36px',
  190: '40px',
  200: '44px',
  210: '48px',
  220: '52px',
  230: '56px',
  240: '64px',
  250: '72px',
  260: '88px',
} as const
export type FontSizeStep = keyof typeof fontSize

/** Unitless line heights, tight (display headings) to loose (long body copy). */
export const lineHeight = {
  none: '1',
  display: '1.05',
  heading: '1.1',
  headingLoose: '1.15',
  title: '1.2',
  titleLoose: '1.25',
  snug: '1.3',
  snugLoose: '1.35',
  compact: '1.4',
  compactLoose: '1.45',
  normal: '1.5',
  normalLoose: '1.55',
  body: '1.6',
  bodyLoose: '1.65',
  relaxed: '1.7',
} as const

/** Font weights of the variable Inter face (its intermediate weights are used on purpose). */
export const fontWeight = {
  regular: '400',
  medium: '500',
  mediumStrong: '550',
  semibold: '600',
  semiboldStrong: '650',
  bold: '700',
  heavy: '750',
} as const

/**
 * Letter spacing (tracking), tightest to widest. Large type is drawn tighter as it grows; small
 * uppercase labels are spread so their capitals stay legible.
 */
export const letterSpacing = {
  /** Display headings, the largest type. */
  display: '-0.04em',
  /** A page's headline. */
  headline: '-0.03em',
  /** A call to action's heading. */
  headingTight: '-0.025em',
  /** Section, sheet and rich-text headings. */
  heading: '-0.02em',
  /** Large body copy: quotes, second-level headings, the marquee's phrases. */
  snug: '-0.01em',
  /** Monospaced uppercase (the rich text's pixel mark). */
  wide: '0.04em',
  /** Small uppercase labels: eyebrows, the table of contents' title. */
  caps: '0.08em',
} as const

/**
 * Spacing steps. The half steps are the tight gaps and paddings of small controls, kept as the
 * site was drawn: 2 px between a menu row's lines, 6 and 10 px in chips, badges and compact
 * buttons, and 14, 20 and 28 px the side paddings of the three button sizes.
 */
export const space = {
  s0_5: '2px',
  s1: '4px',
  s1_5: '6px',
  s2: '8px',
  s2_5: '10px',
  s3: '12px',
  s3_5: '14px',
  s4: '16px',
  s4_5: '20px',
  s5: '24px',
  s5_5: '28px',
  s6: '32px',
  s7: '48px',
  s8: '64px',
  s9: '96px',
  s10: '128px',
} as const

export const radius = {
  xsmall: '4px',
  small: '6px',
  smallMedium: '8px',
  medium: '12px',
  large: '20px',
  pill: '999px',
} as const

export const layout = {
  maxWidth: '1200px',
  /** Media blocks (video, map) that stay narrower than the page. */
  mediaWidth: '960px',
  /** A testimonial's quote. */
  quoteWidth: '820px',
  readingWidth: '760px',
  /** SPEC §9 modal form width; the form block uses the same measure. */
  formWidth: '648px',
  /** The lead paragraph of a notice page and of a call to action. */
  leadWidth: '620px',
  ctaLeadWidth: '600px',
  /** The desktop mega-menu panel at its widest. */
  dropdownWidth: '1040px',
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

/**
 * Stacking layers, lowest to highest. `dropdown` counts inside the sticky header's own stacking
 * context (the header creates one), so it only has to clear the bar's other children.
 */
export const zIndex = {
  dropdown: '1',
  /**
   * Above the content that follows it inside one component's own stacking context (the modal's
   * close button over the form). Its own value, so that each layer has one.
   */
  raised: '2',
  stickyHeader: '100',
  mobileMenu: '500',
  previewBanner: '900',
  consentBanner: '950',
  /** The modal's backdrop, and the skip link, which must stay reachable above everything else. */
  overlay: '1000',
  modal: '1001',
} as const

/**
 * Heights of interactive controls (and the edge of square ones), smallest to largest. `target`
 * is the size every tap target is drawn at or above (WCAG 2.5.5's 44 px); `minimum` is WCAG 2.5.8's
 * floor, for text-sized buttons inside a line of text.
 */
export const controlSize = {
  /** Inline text buttons (the footer's cookie settings, a form's consent links). */
  minimum: '24px',
  /** Link rows of the desktop dropdown panel. */
  compact: '32px',
  /** The small button; the video's caption toggle. */
  small: '36px',
  /** Buttons, icon buttons, menu rows, inputs, chips. */
  target: '44px',
  /** Icon tiles: a block's feature icon, the map's pin, the form's success mark. */
  tile: '48px',
  /** The extra-large button; rows of the mobile menu. */
  large: '56px',
} as const

/**
 * Icon edge lengths in px, as numbers because `SvgIcon` and `Icon` take `size` as a number. The
 * interface icons are drawn at 12 to 20 px (SvgIcon), the CMS's icons at 24 or 32 px (Icon).
 */
export const iconSize = {
  xsmall: 12,
  small: 14,
  medium: 16,
  large: 20,
  xlarge: 24,
  /** The CMS icon's default. */
  feature: 32,
} as const

/** Motion durations; prefers-reduced-motion shortens all of them (GlobalStyles). */
export const duration = {
  /** Hover and press feedback, fades. */
  fast: '150ms',
  /** A sheet sliding in. */
  enter: '180ms',
  /** Accordions, the header hiding on scroll. */
  base: '200ms',
  /** A banner sliding in from the edge. */
  slow: '220ms',
  /** One turn of the busy spinner. */
  spin: '800ms',
} as const

/**
 * Layout breakpoints in px (min-width; below `tablet` is the mobile layout). SPEC §9 Images shares
 * 800/1000/1200 as srcset widths (src/lib/media), with 600 for phones.
 */
export const breakpoints = {
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

/**
 * Colours that do not follow the section theme: the skip link and the draft-mode banner use the
 * SPEC §9 default light colours wherever they appear, and the draft-only placeholder for an
 * unknown block is a warning amber that must stand out from any theme.
 */
export const fixedColors = {
  paper: defaultThemeColors.backgroundColor,
  ink: defaultThemeColors.textColor,
  /** The site's dark background (SPEC §9 site-wide default), e.g. the logo mark's stroke. */
  night: siteThemeColors.backgroundColor,
  warningBorder: '#b45309',
  warningBackground: '#fffbeb',
  warningText: '#78350f',
} as const

/**
 * Translucent colours laid over the page: shadows and the modal's backdrop darken whatever is
 * under them, so they are the same in every theme. (rgba, not hex: they are partly transparent.)
 */
export const overlayColors = {
  /** The modal's backdrop (SPEC §2: dark at 40 %): the site's night colour, #0b1419. */
  backdrop: 'rgba(11, 20, 25, 0.4)',
  /** Shadows of surfaces above the page: dialogs, the consent banner. */
  shadowStrong: 'rgba(0, 0, 0, 0.35)',
  /** The shadow of a small floating bar (the draft-mode banner). */
  shadow: 'rgba(0, 0, 0, 0.3)',
  /** A hard one-pixel text shadow (the rich text's pixel mark). */
  textShadow: 'rgba(0, 0, 0, 0.25)',
} as const

/** Elevation: the shadows of what floats above the page, lowest to highest. */
export const shadow = {
  /** Text drawn with a one-pixel drop (the rich text's pixel mark). */
  text: `1px 1px 0 ${overlayColors.textShadow}`,
  /** A small bar floating over the page (the draft-mode banner). */
  floating: `0 8px 24px ${overlayColors.shadow}`,
  /** A sheet along the bottom edge, casting its shadow upwards (the consent banner). */
  bottomSheet: `0 -16px 40px -12px ${overlayColors.shadowStrong}`,
  /** A dialog over the backdrop. */
  dialog: `0 24px 64px ${overlayColors.shadowStrong}`,
} as const
