import { describe, expect, it } from 'vitest'
import { isSameOriginPath, redirectTo } from './redirect'

describe('isSameOriginPath (DESIGN §4.6)', () => {
  it('accepts paths on this site', () => {
    expect(isSameOriginPath('/')).toBe(true)
    expect(isSameOriginPath('/product?x=1#top')).toBe(true)
    expect(isSameOriginPath('/solutions/enterprise')).toBe(true)
  })
  it('rejects other origins and tricks that become one', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'product',
      '',
      null,
      '/\tx',
    ]) {
      expect(isSameOriginPath(bad)).toBe(false)
    }
  })
  it('rejects paths that cannot be decoded (the redirect re-encodes them) and keeps a literal %', () => {
    expect(isSameOriginPath('/%')).toBe(false)
    expect(isSameOriginPath('/%E0%A4%A')).toBe(false)
    expect(isSameOriginPath('/%25')).toBe(true)
    expect(redirectTo('/100%25-free').headers.get('Location')).toBe('/100%25-free')
  })
})
