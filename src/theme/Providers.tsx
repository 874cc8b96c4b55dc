'use client'
// Client-side providers for the whole site: the styled-components registry (SSR of client
// styles), the theme, the contract's CSS variables, and the site state.
//
// DESIGN §3, issue 33 item 4: one theme, two ways in. styled-components' ThemeProvider carries the
// createTheme contract (src/theme/theme.ts), whose values are `var(--fl-…)` references, so a
// section's ThemeScope still re-themes whatever sits inside it; client components read it as
// `props.theme` in their styles (or `useTheme()`). Server components cannot: under React Server
// Components styled-components has no context at all. Its server build
// (node_modules/styled-components/dist/styled-components.esm.js and .cjs.js, version 6.6.0) sets
// `IS_RSC = typeof React.createContext === 'undefined'` (styled-components/src/constants.ts line 27 in its source
// map; `m=void 0===t.createContext`, esm.js column 5506), and then ThemeContext is a stub whose
// Provider drops its value (styled-components/src/models/ThemeProvider.tsx lines 42-49; esm.js column 24993),
// ThemeProvider returns its children untouched (lines 100-104; esm.js column 25120), useTheme()
// throws (lines 86-95), and a styled component's `props.theme` is undefined (src/models/
// StyledComponent.ts lines 322 and 334; esm.js column 26803). So server components import the
// same object (`import { theme } from '@/theme'`), and eslint.config.mjs keeps `props.theme` and
// `useTheme` out of them.
import { useState, type ReactNode } from 'react'
import { useServerInsertedHTML } from 'next/navigation'
import { ServerStyleSheet, StyleSheetManager } from 'styled-components'
import { GlobalStyles } from './GlobalStyles'
import { SiteStateProvider } from './SiteStateProvider'
import { SiteThemeProvider } from './SiteThemeProvider'
import { literalTheme, theme } from './theme'

function StyledComponentsRegistry({ children }: { children: ReactNode }) {
  const [sheet] = useState(() => new ServerStyleSheet())
  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement()
    sheet.instance.clearTag()
    return <>{styles}</>
  })
  if (typeof window !== 'undefined') return <>{children}</>
  return <StyleSheetManager sheet={sheet.instance}>{children}</StyleSheetManager>
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <StyledComponentsRegistry>
      <SiteThemeProvider>
        <theme.GlobalStyle theme={literalTheme} />
        <GlobalStyles />
        <SiteStateProvider>{children}</SiteStateProvider>
      </SiteThemeProvider>
    </StyledComponentsRegistry>
  )
}
