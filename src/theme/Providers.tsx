'use client'
// Client-side providers for the whole site: the styled-components registry (SSR of client
// styles), the theme contract's ThemeProvider + CSS variables, and the site state.
import { useState, type ReactNode } from 'react'
import { useServerInsertedHTML } from 'next/navigation'
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components'
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
      <ThemeProvider theme={theme.raw}>
        <theme.GlobalStyle />
        <GlobalStyles />
        <SiteStateProvider>{children}</SiteStateProvider>
      </ThemeProvider>
    </StyledComponentsRegistry>
  )
}
