// DESIGN §4.10: fonts come from npm packages through next/font/local; nothing is fetched.
//
// Issue 37: the first paint never waits for a web font. Neither font is preloaded, and the page's
// first frame draws its text in the fallback next/font generates (Arial with size-adjust and
// ascent/descent overrides matched to the web font), or in the same overrides on Arial's
// metric-compatible twins where there is no Arial (Liberation Sans on Linux, Arimo on ChromeOS).
// The page's after-paint loader asks for the web fonts once it has painted, then swaps them in at
// once (`firstPaintFontsCss`).
//
// Why not `font-display: swap` alone: the browser asks for a font at the first layout that needs
// it, and on a fast connection it arrives before that layout is painted; Lighthouse then counts
// it as part of the first paint (home, five runs each: `docs/performance.md`, Fonts).
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

/** The families after the web font's own in a next/font family list: its generated fallback. */
export function fallbackFamilies(fontFamily: string): string {
  return fontFamily.split(',').slice(1).join(',').trim()
}

/**
 * Arial's metric-compatible twins (the same advance widths and vertical metrics): where a system
 * has no Arial, next/font's fallback (`src: local(Arial)`) fails, and these take its overrides.
 */
const ARIAL_TWINS = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo']

/**
 * next/font's fallback overrides for each font (its `adjustFontFallback: 'Arial'` output for these
 * files; e2e/firstScreen.spec.ts fails when they no longer match what it generates).
 */
export const FALLBACK_OVERRIDES = {
  inter: { ascent: '89.79%', descent: '22.36%', lineGap: '0%', sizeAdjust: '107.89%' },
  mono: { ascent: '77.57%', descent: '22.82%', lineGap: '0%', sizeAdjust: '131.49%' },
} as const

/**
 * The characters the two font files have (@fontsource's `latin` subset, the same for both;
 * src/app/fonts.test.ts reads it from their CSS). The twins stand in for these only: a character
 * neither web font has (→, U+2192) comes from the system's fonts before and after the swap alike.
 */
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,' +
  'U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

/** The family of the twins' face for one font. */
export const twinFamily = (name: keyof typeof FALLBACK_OVERRIDES) => `fl-${name}-fallback`

function twinFace(name: keyof typeof FALLBACK_OVERRIDES): string {
  const o = FALLBACK_OVERRIDES[name]
  const src = ARIAL_TWINS.map((family) => `local("${family}")`).join(',')
  return (
    `@font-face{font-family:"${twinFamily(name)}";src:${src};ascent-override:${o.ascent};` +
    `descent-override:${o.descent};line-gap-override:${o.lineGap};size-adjust:${o.sizeAdjust};` +
    `unicode-range:${LATIN_RANGE}}`
  )
}

/**
 * The class the after-paint loader puts on the root once the web fonts are in
 * (src/server/http/scriptsAfterPaint.mjs, which a cached page ends with).
 */
export const FONTS_LOADED_CLASS = 'fl-fonts'

/**
 * The fonts' first-paint CSS: the twins' faces, and the two font variables held at the fallback
 * until the root has FONTS_LOADED_CLASS. A page without the loader (no JavaScript, a page not
 * from the page cache: draft mode, `next dev`, SCRIPTS_AFTER_PAINT=off) lets go of them after 3 s
 * (an animation's delay), and every page ends in its web fonts.
 */
export const firstPaintFontsCss =
  twinFace('inter') +
  twinFace('mono') +
  `@keyframes fl-fonts-fallback{from{` +
  `--font-inter:${fallbackFamilies(inter.style.fontFamily)},"${twinFamily('inter')}";` +
  `--font-mono:${fallbackFamilies(mono.style.fontFamily)},"${twinFamily('mono')}"}}` +
  `html:not(.${FONTS_LOADED_CLASS}){animation:fl-fonts-fallback 1ms step-end 3s backwards}`
