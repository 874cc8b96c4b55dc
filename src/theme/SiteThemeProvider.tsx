'use client'
// Issue 33 item 4, DESIGN §3: styled-components' ThemeProvider with the createTheme contract, which
// the client components read as `props.theme` (src/theme/Providers.tsx says why server
// components cannot). One component so that the site, Storybook (.storybook/preview.tsx) and the
// unit tests (`render(ui, { wrapper: SiteThemeProvider })`) mount the same provider.
import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { theme } from './theme'

export function SiteThemeProvider({ children }: { children?: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}
