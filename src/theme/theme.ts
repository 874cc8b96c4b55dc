// DESIGN §3: one createTheme contract. Every leaf is a `var(--fl-…, fallback)` reference, so the
// same values style server components (read the CSS variables a ThemeScope writes) and client
// components (ThemeProvider + GlobalStyle write them on :root).
import { createTheme } from 'styled-components'
import {
  duration,
  fixedColors,
  fontSize,
  fontStacks,
  fontWeight,
  layout,
  lineHeight,
  radius,
  siteThemeColors,
  space,
  zIndex,
} from './tokens'

export const theme = createTheme(
  {
    color: {
      accent: siteThemeColors.colorAccent,
      accentBackground: siteThemeColors.accentBackgroundColor,
      background: siteThemeColors.backgroundColor,
      text: siteThemeColors.textColor,
      foregroundSecondary: siteThemeColors.foregroundSecondaryColor,
    },
    /** Colours that stay the same in every section theme (see tokens.ts). */
    fixedColor: fixedColors,
    font: fontStacks,
    fontSize,
    lineHeight,
    fontWeight,
    space,
    radius,
    layout,
    zIndex,
    duration,
  },
  { prefix: 'fl' },
)

export type SiteTheme = typeof theme.raw
