import { describe, expect, it } from 'vitest'
import { isSameOriginPath, redirectTo } from './redirect'
import { itReturns } from './testing'

describe('isSameOriginPath (DESIGN §4.6)', () => {
  itReturns(isSameOriginPath, [
    // Paths on this site.
    ['/', true],
    ['/product?x=1#top', true],
    ['/solutions/enterprise', true],
    // Other origins and tricks that become one.
    ['https://evil.example', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['product', false],
    ['', false],
    [null, false],
    ['/\tx', false],
    // Paths that cannot be decoded (the redirect re-encodes them); a literal % is fine.
    ['/%', false],
    ['/%E0%A4%A', false],
    ['/%25', true],
  ])

  it('keeps a literal % when it redirects', () => {
    expect(redirectTo('/100%25-free').headers.get('Location')).toBe('/100%25-free')
  })
})
