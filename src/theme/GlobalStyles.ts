'use client'
import { createGlobalStyle } from 'styled-components'
import { fallbackFaces } from './fontFallbacks'
import { theme } from './theme'

/**
 * The page's top scroll padding: as tall as the sticky header (its measured height, written by
 * Header/useHeaderOffset.ts) and s4 (16px) more, so a control focused or scrolled to anywhere on the
 * page never sits under the header (WCAG 2.4.11). The header's own controls cancel it
 * (Header.styles.ts Root, issue 48): they are in view wherever the header is shown.
 */
export const pageScrollPaddingTop = `calc(${theme.layout.headerOffset} + ${theme.space.s4})`

/**
 * Base document styles; colours and fonts come from the theme contract. The body clips what runs
 * over sideways: full-bleed blocks use 100vw, which includes a classic scrollbar's width.
 * `--fl-typing-cover` is the share of a typing-animated text still covered (RichText's Typing
 * mark), registered so that it can be animated.
 */
export const GlobalStyles = createGlobalStyle`
  ${fallbackFaces}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${pageScrollPaddingTop}; }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: ${theme.fontSize[60]};
    line-height: ${theme.lineHeight.body};
    color: ${theme.color.text};
    background: ${theme.color.background};
    -webkit-font-smoothing: antialiased;
    overflow-x: clip;
    text-rendering: optimizeLegibility;
  }
  img, svg, video { display: block; max-width: 100%; }
  img { height: auto; }
  h1, h2, h3, h4, h5, h6, p, figure, blockquote { margin: 0; }
  a { color: inherit; }
  button, input, select, textarea { font: inherit; color: inherit; }
  code, pre, kbd { font-family: ${theme.font.mono}; }
  @property --fl-typing-cover { syntax: '<percentage>'; inherits: true; initial-value: 0%; }
  :focus-visible { outline: 3px solid ${theme.color.accent}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`
