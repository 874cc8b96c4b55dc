// Text drawn as outlines, for artwork the site shows as an image: the customer logos' wordmarks.
// An SVG image is a document of its own, without the page's web fonts; text in it is set in
// whatever the visitor's system has (DejaVu Sans on Linux, Helvetica on a Mac), and Chromium
// matches those system fonts on the page's main thread when it first paints the image. Home's
// logo strip spent ~35 ms there (median of 7 Pixel 7 loads; ~3 ms with the text as paths).
// Inter Bold (@fontsource/inter, OFL), read with fontkit; a build-time dependency only.
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'

const require = createRequire(import.meta.url)
const INTER_BOLD = require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')

let interBold
const font = () => (interBold ??= fontkit.openSync(INTER_BOLD))

/** fontkit's path commands as SVG path letters. */
const SVG_COMMAND = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
}

/** A coordinate to one decimal: a logo is drawn at most a few hundred pixels wide. */
const n = (value) => String(Math.round(value * 10) / 10 || 0)

/**
 * `s` in Inter Bold as one path, its baseline starting at (x, y), `size` px, with `letterSpacing`
 * px added after each character but the last (as CSS does); its kerning is the font's. Returns the
 * path and the text's width.
 */
export function boldOutline(x, y, s, { size, fill, letterSpacing = 0 }) {
  const f = font()
  const scale = size / f.unitsPerEm
  const run = f.layout(s)
  const parts = []
  let pen = 0
  run.glyphs.forEach((glyph, i) => {
    const { xAdvance, xOffset, yOffset } = run.positions[i]
    const X = (px) => n(x + pen + (px + xOffset) * scale)
    const Y = (py) => n(y - (py + yOffset) * scale)
    for (const { command, args } of glyph.path.commands) {
      const points = []
      for (let k = 0; k < args.length; k += 2) points.push(`${X(args[k])} ${Y(args[k + 1])}`)
      parts.push(SVG_COMMAND[command] + points.join(' '))
    }
    pen += xAdvance * scale + (i < run.glyphs.length - 1 ? letterSpacing : 0)
  })
  return { svg: `<path d="${parts.join('')}" fill="${fill}"/>`, width: pen }
}
