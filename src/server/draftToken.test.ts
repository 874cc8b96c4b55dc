import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { draftSecret, draftToken, isValidDraftToken, withoutDraftCookies } =
  await import('./draftToken')

describe('draft token (issue 9)', () => {
  it('is valid only with the secret of this deployment', () => {
    const token = draftToken('secret-a')
    expect(isValidDraftToken(token, 'secret-a')).toBe(true)
    expect(isValidDraftToken(token, 'secret-b')).toBe(false)
    expect(isValidDraftToken(undefined, 'secret-a')).toBe(false)
    expect(isValidDraftToken('x', 'secret-a')).toBe(false)
  })

  it('is never valid on a deployment with no secret', () => {
    expect(draftSecret({})).toBeNull()
    expect(isValidDraftToken(draftToken('anything'), draftSecret({}))).toBe(false)
    expect(draftSecret({ SANITY_API_READ_TOKEN: 'tok' })).toBe('tok')
    expect(draftSecret({ SANITY_PREVIEW_SECRET: 'p', SANITY_API_READ_TOKEN: 'tok' })).toBe('p')
  })

  it("takes Next's draft-mode cookies off a Cookie header and keeps the rest", () => {
    expect(withoutDraftCookies('a=1; __prerender_bypass=x; b=2')).toBe('a=1; b=2')
    expect(withoutDraftCookies('__prerender_bypass=x; __next_preview_data=y')).toBe('')
    expect(withoutDraftCookies('a=1')).toBeNull()
    expect(withoutDraftCookies(null)).toBeNull()
  })
})
