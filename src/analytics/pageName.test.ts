import { describe, expect, it } from 'vitest'
import { pageName } from './pageName'

describe('pageName (SPEC §2)', () => {
  it("reports the root path as 'landing'", () => {
    expect(pageName('/')).toBe('landing')
  })
  it('drops the leading slash of a one-segment path', () => {
    expect(pageName('/agent3')).toBe('agent3')
  })
  it("replaces every remaining '/' with '-'", () => {
    expect(pageName('/a/b')).toBe('a-b')
    expect(pageName('/blog/2026/shipping')).toBe('blog-2026-shipping')
  })
})
