// DESIGN §3: one createTheme contract. Every leaf is a `var(--fl-…, fallback)` reference, so the
// same values style server components (read the CSS variables a ThemeScope writes) and client
// components (ThemeProvider + GlobalStyle write them on :root).
import { createTheme } from 'styled-components'
import { fontStacks, layout, radius, siteThemeColors, space } from './tokens'

export const theme = createTheme(
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

export type SiteTheme = typeof theme.raw
