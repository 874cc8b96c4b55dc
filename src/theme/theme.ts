// DESIGN §3: one createTheme contract. Every leaf of it is a `var(--fl-…, fallback)` reference, so the
// same values style server and client components alike, read from the CSS variables that the
// contract's GlobalStyle writes on :root (src/theme/Providers.tsx) and a ThemeScope on a section.
import { createTheme } from 'styled-components'
import {
  controlSize,
  duration,
  fixedColors,
  fontSize,
  fontStacks,
  fontWeight,
  iconSize,
  layout,
  letterSpacing,
  lineHeight,
  overlayColors,
  radius,
  shadow,
  siteThemeColors,
  space,
  zIndex,
} from './tokens'

const contract = createTheme(
  {
    color: {
      accent: siteThemeColors.colorAccent,
      accentBackground: siteThemeColors.accentBackgroundColor,
      background: siteThemeColors.backgroundColor,
      text: siteThemeColors.textColor,
      foregroundSecondary: siteThemeColors.foregroundSecondaryColor,
    },
    font: fontStacks,
    space,
    radius,
    layout,
  },
  { prefix: 'fl' },
)

/**
 * The contract, plus the scales that are the same in every theme (type, weights, tracking, layers,
 * motion, fixed and translucent colours, shadows, control and icon sizes: tokens.ts). Those are
 * written into the styles as plain values, not CSS variables: nothing re-themes them, and every
 * variable costs bytes on :root in every page's HTML and in the client bundle.
 */
export const theme = Object.assign(contract, {
  /** Colours that stay the same in every section theme (see tokens.ts). */
  fixedColor: fixedColors,
  fontSize,
  lineHeight,
  fontWeight,
  zIndex,
  duration,
  letterSpacing,
  /** Translucent shadow and backdrop colours, the same in every theme (see tokens.ts). */
  overlayColor: overlayColors,
  shadow,
  controlSize,
  iconSize,
})

export type SiteTheme = typeof contract.raw

/**
 * The theme that styled-components' ThemeProvider carries (src/theme/Providers.tsx) and that
 * `props.theme` / `useTheme()` are typed as (styled.d.ts): the contract's values without its
 * GlobalStyle, raw, vars and resolve.
 */
export type ThemeValues = Omit<typeof theme, 'GlobalStyle' | 'raw' | 'vars' | 'resolve'>

/**
 * The theme with the contract's own values in place of its `var(--fl-…)` references: what the
 * contract's GlobalStyle writes on :root. It is given as GlobalStyle's `theme` prop, because the
 * ThemeProvider around it carries the references, and writing those would define each variable
 * as itself.
 */
export const literalTheme: ThemeValues = { ...theme, ...contract.raw }
