import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { clientAddress, isSameOrigin, normaliseAddress, readBody } = await import('./request')

describe('clientAddress (rate-limit key)', () => {
  it("without the site's server (next dev, a plain next start): the last X-Forwarded-For entry", () => {
    // Next fills X-Forwarded-For from the socket only when the client sent none.
    expect(clientAddress(new Headers({ 'x-forwarded-for': '10.0.0.7' }), 0)).toBe('10.0.0.7')
    expect(clientAddress(new Headers(), 0)).toBe('unknown')
  })

  it('uses the peer address server.mjs gives and ignores X-Forwarded-For unless TRUST_PROXY', async () => {
    // What server.mjs does before Next starts (src/server/http/nodeServer.mjs).
    const { peerAddressHeaderName } = await import('@/server/http/nodeServer.mjs')
    const peer = peerAddressHeaderName()
    const headers = new Headers({ [peer]: '10.0.0.5', 'x-forwarded-for': '1.2.3.4' })
    expect(clientAddress(headers, 0)).toBe('10.0.0.5')
    expect(clientAddress(headers, 1)).toBe('1.2.3.4')
    const chain = new Headers({
      [peer]: '10.0.0.5',
      'x-forwarded-for': '6.6.6.6, 1.2.3.4, 10.0.0.9',
    })
    expect(clientAddress(chain, 2)).toBe('1.2.3.4')
  })

  it('groups IPv6 by /64 and unwraps IPv4-mapped addresses', () => {
    expect(normaliseAddress('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(normaliseAddress('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64')
    expect(normaliseAddress('2001:DB8::1')).toBe('2001:db8:0:0::/64')
  })
})

describe('isSameOrigin (DESIGN §4.3 CSRF check)', () => {
  const config = { siteOrigin: 'https://forgeline.example', trustProxyHops: 0 }
  it('accepts the site origin and the request’s own host, refuses others', () => {
    const check = (headers: Record<string, string>) => isSameOrigin(new Headers(headers), config)
    expect(check({ origin: 'https://forgeline.example' })).toBe(true)
    expect(check({ origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe(true)
    expect(check({ origin: 'https://evil.example', host: 'localhost:3000' })).toBe(false)
    expect(check({ origin: 'null' })).toBe(false)
    expect(check({ 'sec-fetch-site': 'cross-site' })).toBe(false)
    expect(check({ 'sec-fetch-site': 'same-site' })).toBe(false)
    expect(check({ 'sec-fetch-site': 'same-origin' })).toBe(true)
    // No browser headers at all: not a browser page, so not a cross-site forgery.
    expect(check({})).toBe(true)
  })
})

describe('readBody', () => {
  const request = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://x/', { method: 'POST', body, headers })
  it('reads UTF-8 and refuses bodies over the cap and invalid UTF-8', async () => {
    expect(await readBody(request('héllo'), 10)).toEqual({ ok: true, text: 'héllo' })
    expect(await readBody(request('x'.repeat(11)), 10)).toEqual({ ok: false, reason: 'too_large' })
    expect(await readBody(request(new Uint8Array([0xff, 0xfe])), 10)).toEqual({
      ok: false,
      reason: 'not_utf8',
    })
  })
})
