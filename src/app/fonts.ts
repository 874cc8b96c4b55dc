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
  // Issue 10: code, step numbers, snippets and a rich-text eyebrow use it (on home's first screen,
  // where the browser asks for it at its first layout anyway); a preload put its 41 KB before the
  // first paint of every page.
  preload: false,
})
