import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const {
  FORM_STAMP_COOKIE,
  FORM_STAMP_MAX_AGE_MS,
  cookieValue,
  formStampAge,
  formStampKey,
  formStampResponse,
  issueFormStamp,
} = await import('./formStamp')

const key = formStampKey('secret')
const now = 1_800_000_000_000

describe('the no-JS form stamp (issue 33)', () => {
  it('reads back the age of a stamp it issued, under the same secret only', () => {
    const stamp = issueFormStamp(key, now - 2500)
    expect(formStampAge(stamp, key, now)).toBe(2500)
    expect(formStampAge(stamp, formStampKey('secret'), now)).toBe(2500)
    expect(formStampAge(stamp, formStampKey('another'), now)).toBeNull()
    expect(formStampAge(stamp, key, now - 2501)).toBeNull()
    expect(formStampAge(stamp, key, now - 2500 + FORM_STAMP_MAX_AGE_MS + 1)).toBeNull()
  })

  it('signs with a random key per process when no secret is set', () => {
    const stamp = issueFormStamp(formStampKey(''), now)
    expect(formStampAge(stamp, formStampKey(''), now)).toBeNull()
  })

  it('finds its cookie among others', () => {
    expect(cookieValue(`a=1; ${FORM_STAMP_COOKIE}=1.2.x; b=2`, FORM_STAMP_COOKIE)).toBe('1.2.x')
    expect(cookieValue(`x${FORM_STAMP_COOKIE}=1`, FORM_STAMP_COOKIE)).toBeNull()
    expect(cookieValue(null, FORM_STAMP_COOKIE)).toBeNull()
  })

  it('is served as an uncached pixel with an HttpOnly, SameSite=Lax cookie for the site (the form posts to its own page)', async () => {
    const response = formStampResponse(
      new Request('http://127.0.0.1:3000/api/form-stamp'),
      { key, trustProxyHops: 0 },
      now,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/gif')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0)
    const cookie = response.headers.get('set-cookie') ?? ''
    const [pair, ...attributes] = cookie.split('; ')
    expect(formStampAge(pair?.slice(FORM_STAMP_COOKIE.length + 1), key, now + 3000)).toBe(3000)
    expect(attributes).toEqual([
      'Path=/',
      `Max-Age=${FORM_STAMP_MAX_AGE_MS / 1000}`,
      'HttpOnly',
      'SameSite=Lax',
    ])
  })

  it('marks the cookie Secure over HTTPS, also behind a trusted proxy', () => {
    const secure = (url: string, trustProxyHops: number, proto?: string) =>
      formStampResponse(
        new Request(url, { headers: proto ? { 'x-forwarded-proto': proto } : {} }),
        { key, trustProxyHops },
        now,
      )
        .headers.get('set-cookie')
        ?.endsWith('; Secure')
    expect(secure('https://www.forgeline.example/api/form-stamp', 0)).toBe(true)
    expect(secure('http://10.0.0.2:3000/api/form-stamp', 1, 'https')).toBe(true)
    expect(secure('http://10.0.0.2:3000/api/form-stamp', 0, 'https')).toBe(false)
    expect(secure('http://127.0.0.1:3000/api/form-stamp', 0)).toBe(false)
  })
})
