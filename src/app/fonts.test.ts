import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'

// next/font/local is a build-time transform; here it only has to give the family lists.
vi.mock('next/font/local', () => ({
  default: (options: { variable: string }) => {
    const name = options.variable === '--font-inter' ? 'inter' : 'mono'
    return { style: { fontFamily: `'${name}', '${name} Fallback'` }, variable: `${name}-variable` }
  },
}))

const { FONTS_LOADED_CLASS, LATIN_RANGE, fallbackFamilies, firstPaintFontsCss } =
  await import('./fonts')
const afterPaint = await import('@/server/http/scriptsAfterPaint.mjs')

/** The unicode-range of @fontsource's latin face in a package's CSS. */
function fontsourceLatinRange(pkg: string, face: string): string {
  const css = readFileSync(
    path.join('node_modules', '@fontsource-variable', pkg, 'wght.css'),
    'utf8',
  )
  const block = css.slice(css.indexOf(`/* ${face} */`))
  return /unicode-range:\s*([^;]+);/.exec(block)![1]!.replace(/\s+/g, '')
}

describe('fonts (issue 37)', () => {
  it('gives the twin faces exactly the characters of the font files', () => {
    expect(fontsourceLatinRange('inter', 'inter-latin-wght-normal')).toBe(LATIN_RANGE)
    expect(fontsourceLatinRange('jetbrains-mono', 'jetbrains-mono-latin-wght-normal')).toBe(
      LATIN_RANGE,
    )
    expect(firstPaintFontsCss.match(/unicode-range:/g)).toHaveLength(2)
  })

  it("holds the variables at next/font's fallback, then the twins, until the loader's class", () => {
    expect(fallbackFamilies("'inter', 'inter Fallback'")).toBe("'inter Fallback'")
    expect(firstPaintFontsCss).toContain(`--font-inter:'inter Fallback',"fl-inter-fallback"`)
    expect(firstPaintFontsCss).toContain(`--font-mono:'mono Fallback',"fl-mono-fallback"`)
    expect(firstPaintFontsCss).toContain('html:not(.fl-fonts){animation:fl-fonts-fallback')
    // The after-paint loader sets the class this CSS waits for.
    expect(afterPaint.FONTS_LOADED_CLASS).toBe(FONTS_LOADED_CLASS)
    expect(afterPaint.afterPaintLoader(['/a.js'])).toContain(
      `classList.add(${JSON.stringify(FONTS_LOADED_CLASS)})`,
    )
  })
})
