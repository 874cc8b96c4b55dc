import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script module without types
import { boldOutline } from './outline.mjs'

describe('boldOutline', () => {
  it('draws the text as one filled path from its baseline, as wide as its advances', () => {
    const one = boldOutline(0, 30, 'H', { size: 20, fill: '#000000' })
    const two = boldOutline(0, 30, 'HH', { size: 20, fill: '#000000', letterSpacing: -0.5 })
    expect(one.svg).toMatch(/^<path d="M[\d. ]+L.*Z" fill="#000000"\/>$/)
    // Inter Bold's H: cap height ~0.73 em above the baseline at y = 30, so its top near y = 15.5.
    const ys = [...one.svg.matchAll(/[ML][\d.]+ ([\d.]+)/g)].map((m) => Number(m[1]))
    expect(Math.max(...ys)).toBe(30)
    expect(Math.min(...ys)).toBeCloseTo(15.5, 0)
    expect(one.width).toBeGreaterThan(12)
    expect(two.width).toBeCloseTo(one.width * 2 - 0.5, 5)
  })
})

describe('the demo artwork', () => {
  // outline.mjs: text in an SVG image is set in the system's fonts, matched on the page's main
  // thread when the image is painted (home's logo strip: 36 ms of paint against 11 ms).
  it('has no SVG with a <text> element', () => {
    const dir = path.resolve(__dirname, '../../public/images/embedded/migration')
    const svgs = readdirSync(dir).filter((name) => name.endsWith('.svg'))
    expect(svgs.length).toBeGreaterThan(8)
    expect(
      svgs.filter((name) => readFileSync(path.join(dir, name), 'utf8').includes('<text')),
    ).toEqual([])
  })
})
