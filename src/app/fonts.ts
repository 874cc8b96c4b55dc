// DESIGN §4.10: fonts come from npm packages through next/font/local; nothing is fetched.
import localFont from 'next/font/local'

export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
})

export const mono = localFont({
  src: '../../node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
  variable: '--font-mono',
  weight: '100 800',
  display: 'swap',
  // Issue 10: code, step numbers and snippets use it, never the first screen's text; a preload
  // put its 41 KB before the first paint of every page.
  preload: false,
})
