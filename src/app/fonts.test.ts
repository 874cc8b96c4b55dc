import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { afterPaintLoader, FONTS_LOADED_CLASS } from '@/server/http/scriptsAfterPaint.mjs'
import { fallbackFaces, fallbackFamily } from '@/theme/fontFallbacks'

const hold = readFileSync(path.join(__dirname, 'fonts.css'), 'utf8')

/** The unicode-range of @fontsource's latin face in a package's CSS. */
function fontsourceLatinRange(pkg: string, face: string): string {
  const source = readFileSync(
    path.join('node_modules', '@fontsource-variable', pkg, 'wght.css'),
    'utf8',
  )
  const block = source.slice(source.indexOf(`/* ${face} */`))
  return /unicode-range:\s*([^;]+);/.exec(block)![1]!.replace(/\s+/g, '')
}

describe('the first frame’s fonts (issue 37)', () => {
  it('gives the fallback faces exactly the characters of the font files', () => {
    const ranges = [...fallbackFaces.matchAll(/unicode-range:([^;}]+)/g)].map((m) => m[1])
    expect(ranges).toEqual([
      fontsourceLatinRange('inter', 'inter-latin-wght-normal'),
      fontsourceLatinRange('jetbrains-mono', 'jetbrains-mono-latin-wght-normal'),
    ])
  })

  it('holds the fallback faces until the class the after-paint loader sets', () => {
    expect(hold).toContain(`html:not(.${FONTS_LOADED_CLASS})`)
    expect(afterPaintLoader(['/a.js'])).toContain(
      `classList.add(${JSON.stringify(FONTS_LOADED_CLASS)})`,
    )
    expect(hold).toContain(`--font-inter: '${fallbackFamily.body}'`)
    expect(hold).toContain(`--font-mono: '${fallbackFamily.mono}'`)
    expect(fallbackFaces).toContain(`font-family:'${fallbackFamily.body}'`)
    expect(fallbackFaces).toContain(`font-family:'${fallbackFamily.mono}'`)
  })
})
