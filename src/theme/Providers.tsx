'use client'
// Client-side providers for the whole site: the styled-components registry (SSR of client
// styles), the theme contract's CSS variables, and the site state. Components read the theme one
// way only, the contract (src/theme/theme.ts, `var(--fl-…)` values): no ThemeProvider, no
// props.theme. The contract's GlobalStyle takes the values it writes on :root as its theme prop.
import { useState, type ReactNode } from 'react'
import { useServerInsertedHTML } from 'next/navigation'
import { ServerStyleSheet, StyleSheetManager } from 'styled-components'
import { GlobalStyles } from './GlobalStyles'
import { SiteStateProvider } from './SiteStateProvider'
import { theme } from './theme'

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
      <theme.GlobalStyle theme={theme.raw} />
      <GlobalStyles />
      <SiteStateProvider>{children}</SiteStateProvider>
    </StyledComponentsRegistry>
  )
}
