// DESIGN §4.10: fonts come from npm packages through next/font/local; nothing is fetched.
//
// Issue 37: the first paint never waits for a web font. Neither font is preloaded, and the page's
// first frame draws its text in a fallback with next/font's own metric overrides for these files
// (size-adjust, ascent/descent: `./fonts.css`), on Arial or, where there is none, on its metric
// twins (Liberation Sans on Linux, Arimo on ChromeOS). The page's after-paint loader
// (src/server/http/scriptsAfterPaint.mjs) asks for the web fonts once the page has painted, then
// swaps them in at once.
//
// Why not `font-display: swap` alone: the browser asks for a font at the first layout that needs
// it, and on a fast connection it arrives before that layout is painted; Lighthouse then counts
// it as part of the first paint (docs/performance.md, Fonts).
import localFont from 'next/font/local'

export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  preload: false,
})

export const mono = localFont({
  src: '../../node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
  variable: '--font-mono',
  weight: '100 800',
  display: 'swap',
  preload: false,
})
