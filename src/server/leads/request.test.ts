import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { clientAddress, forwardedHops, isSameOrigin, normaliseAddress, readBody } =
  await import('./request')
const { parseProxyPeers } = await import('./proxyPeers')
const { peerAddressHeaderName } = await import('@/server/http/nodeServer.mjs')

describe('clientAddress (rate-limit key)', () => {
  it("without the site's server (next dev, a plain next start): the last X-Forwarded-For entry", () => {
    // Next fills X-Forwarded-For from the socket only when the client sent none.
    expect(clientAddress(new Headers({ 'x-forwarded-for': '10.0.0.7' }), 0)).toBe('10.0.0.7')
    expect(clientAddress(new Headers(), 0)).toBe('unknown')
  })

  it('uses the peer address server.mjs gives and ignores X-Forwarded-For unless TRUST_PROXY', () => {
    // What server.mjs does before Next starts (src/server/http/nodeServer.mjs).
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

describe('forwardedHops (TRUST_PROXY_FROM, issue 47)', () => {
  const front = { trustProxyHops: 1, trustProxyFrom: parseProxyPeers(undefined) }
  const from = (peer: string | null, xff = '203.0.113.9') =>
    new Headers({
      ...(peer === null ? {} : { [peerAddressHeaderName()]: peer }),
      'x-forwarded-for': xff,
    })

  it("trusts X-Forwarded-For from the front's addresses only (default loopback)", () => {
    expect(forwardedHops(from('127.0.0.1'), front)).toBe(1)
    expect(forwardedHops(from('::ffff:127.0.0.1'), front)).toBe(1)
    expect(forwardedHops(from('::1'), front)).toBe(1)
    expect(forwardedHops(from('198.51.100.4'), front)).toBe(0)
    expect(forwardedHops(from('10.0.0.5'), { ...front, trustProxyHops: 0 })).toBe(0)
    const privateFront = { trustProxyHops: 2, trustProxyFrom: parseProxyPeers('10.0.0.0/24') }
    expect(forwardedHops(from('10.0.0.2'), privateFront)).toBe(2)
    expect(forwardedHops(from('127.0.0.1'), privateFront)).toBe(0)
  })

  it('keys a client that reached the server directly by its own address, whatever it sends', () => {
    const keys = new Set(
      Array.from({ length: 30 }, (_, n) => {
        const headers = from('198.51.100.4', `203.0.113.${n}`)
        return clientAddress(headers, forwardedHops(headers, front))
      }),
    )
    expect([...keys]).toEqual(['198.51.100.4'])
    const viaFront = from('127.0.0.1', '203.0.113.7')
    expect(clientAddress(viaFront, forwardedHops(viaFront, front))).toBe('203.0.113.7')
  })

  it('without a peer address (a plain next start), TRUST_PROXY alone decides, as before', () => {
    expect(forwardedHops(from(null), front)).toBe(1)
    expect(
      forwardedHops(from(null), { ...front, trustProxyFrom: parseProxyPeers('10.0.0.1') }),
    ).toBe(1)
  })

  it('reads X-Forwarded-Host for the Origin check only from the front', () => {
    const config = { siteOrigin: null, ...front }
    const headers = (peer: string) => {
      const h = from(peer)
      h.set('host', '127.0.0.1:3000')
      h.set('x-forwarded-host', 'www.forgeline.example')
      h.set('origin', 'https://www.forgeline.example')
      return h
    }
    expect(isSameOrigin(headers('127.0.0.1'), config)).toBe(true)
    expect(isSameOrigin(headers('198.51.100.4'), config)).toBe(false)
  })
})

describe('isSameOrigin (DESIGN §4.3 CSRF check)', () => {
  const config = {
    siteOrigin: 'https://forgeline.example',
    trustProxyHops: 0,
    trustProxyFrom: parseProxyPeers(undefined),
  }
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
