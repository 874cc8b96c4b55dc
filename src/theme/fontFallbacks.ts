// Issue 37: the faces the first frame paints its text in (src/app/fonts.ts, src/app/fonts.css).
//
// next/font's fallback overrides for the two font files (its `adjustFontFallback: 'Arial'` output;
// e2e/routes/firstScreen.spec.ts fails when they no longer match what it generates), on Arial or its
// metric-compatible twins (Liberation Sans on Linux, Arimo on ChromeOS), for the font files' own
// characters only (@fontsource's latin subset; src/app/fonts.test.ts compares): a character neither
// web font has (→) comes from the system's fonts before and after the swap alike. In the global
// styles, so in the site stylesheet a visitor keeps, not in every page's HTML.

/** The fallback family of each web font; the theme's stacks name it after next/font's variable. */
export const fallbackFamily = { body: 'fl-inter-fallback', mono: 'fl-mono-fallback' } as const

/** The characters of both font files (@fontsource's latin subset). */
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,' +
  'U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

const ARIAL_AND_TWINS = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo']

function face(family: string, ascent: string, descent: string, sizeAdjust: string): string {
  const src = ARIAL_AND_TWINS.map((name) => `local('${name}')`).join(',')
  return (
    `@font-face{font-family:'${family}';src:${src};ascent-override:${ascent};` +
    `descent-override:${descent};line-gap-override:0%;size-adjust:${sizeAdjust};` +
    `unicode-range:${LATIN_RANGE}}`
  )
}

/** The two fallback faces, as CSS. */
export const fallbackFaces =
  face(fallbackFamily.body, '89.79%', '22.36%', '107.89%') +
  face(fallbackFamily.mono, '77.57%', '22.82%', '131.49%')
