// DESIGN §3: a theme scope writes a theme's five colours as CSS custom properties on its element,
// in the server-rendered HTML; everything inside reads them through the theme contract.
import type { ComponentPropsWithRef, CSSProperties, ElementType } from 'react'
import styled from 'styled-components'
import { completeTheme, themeToCssVars } from '@/theme/resolvers'
import { theme } from '@/theme/theme'
import type { CmsTheme, ThemeColors } from '@/theme/tokens'

const Scope = styled.div`
  background-color: ${theme.color.background};
  color: ${theme.color.text};
`

export type ThemeScopeProps<E extends ElementType = 'div'> = {
  /** The theme to apply; missing colours come from `fallback`. Neither: inherit the parent's. */
  theme?: CmsTheme
  /** Colours for anything the theme leaves out. Default: the site-wide dark defaults. */
  fallback?: ThemeColors
  /** The element to render. Default: 'div'. */
  as?: E
} & Omit<ComponentPropsWithRef<E>, 'as' | 'theme'>

export function ThemeScope<E extends ElementType = 'div'>({
  theme: cmsTheme,
  fallback,
  as,
  style,
  ...rest
}: ThemeScopeProps<E>) {
  // No theme and no fallback: write nothing, so the scope inherits the colours around it.
  const vars = cmsTheme || fallback ? themeToCssVars(completeTheme(cmsTheme, fallback)) : {}
  return (
    <Scope
      as={as as ElementType}
      data-theme-scope=""
      style={{ ...(vars as CSSProperties), ...(style as CSSProperties | undefined) }}
      {...rest}
    />
  )
}
