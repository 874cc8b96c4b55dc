import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { SITE_ICON_URL, svgDataUrl } = await import('./siteIcon')

describe('the inline site icon (issue 37)', () => {
  it('is public/icon.svg, whole, as a data address', () => {
    const svg = readFileSync('public/icon.svg', 'utf8').trim()
    expect(SITE_ICON_URL.startsWith('data:image/svg+xml,')).toBe(true)
    const decoded = decodeURIComponent(SITE_ICON_URL.slice('data:image/svg+xml,'.length))
    expect(decoded).toBe(svg.replace(/"/g, "'"))
  })

  it('leaves nothing a URL or an attribute would change: no quote, bracket, hash or bare %', () => {
    const url = svgDataUrl('<svg a="#1" b="50%">\n  <g c=\'x\'/>\n</svg>\n')
    expect(url).toBe(
      'data:image/svg+xml,%3Csvg a=%27%231%27 b=%2750%25%27%3E %3Cg c=%27x%27/%3E %3C/svg%3E',
    )
    expect(url).not.toMatch(/["'<>#]|%(?![0-9A-F]{2})/)
  })
})
