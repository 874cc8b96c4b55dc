import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const {
  draftCookieOptions,
  draftSecret,
  draftToken,
  expirePartitionedDraftCookies,
  isCrossSiteIframe,
  isValidDraftToken,
  withoutDraftCookies,
} = await import('./draftToken')

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

  it('knows a cross-site iframe (the Studio on another site) by its Fetch Metadata', () => {
    const headers = (values: Record<string, string>) => new Headers(values)
    expect(
      isCrossSiteIframe(headers({ 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' })),
    ).toBe(true)
    expect(
      isCrossSiteIframe(headers({ 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'same-site' })),
    ).toBe(false)
    expect(
      isCrossSiteIframe(headers({ 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' })),
    ).toBe(false)
    expect(isCrossSiteIframe(headers({}))).toBe(false)
  })

  it('sets SameSite=None; Secure outside development, partitioned only when asked', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(draftCookieOptions()).toEqual({
      httpOnly: true,
      path: '/',
      sameSite: 'none',
      secure: true,
    })
    expect(draftCookieOptions({ partitioned: true })).toMatchObject({
      sameSite: 'none',
      secure: true,
      partitioned: true,
    })
    // next dev is plain http: Lax, never Secure or partitioned (one site with a local Studio).
    vi.stubEnv('NODE_ENV', 'development')
    expect(draftCookieOptions({ partitioned: true })).toEqual({
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
      secure: false,
    })
    vi.unstubAllEnvs()
  })

  it('expires the partitioned copies of every draft-mode cookie', () => {
    const cookies = expirePartitionedDraftCookies()
    expect(cookies.map((c) => c.split('=')[0])).toEqual([
      '__prerender_bypass',
      '__next_preview_data',
      '__forgeline_draft',
      'sanity-preview-partitioned',
    ])
    for (const cookie of cookies) {
      expect(cookie).toMatch(/Max-Age=0;.*Secure; SameSite=None; Partitioned$/)
    }
  })
})
