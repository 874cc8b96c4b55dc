import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sendRaw } from './testing'

vi.mock('server-only', () => ({}))
// The CMS's page list and redirects: 'pricing' is a page, 'old-pricing' redirects to it.
vi.mock('@/server/http/knownPages', () => ({
  isKnownPage: async (slug: string) => slug === 'pricing',
  redirectFor: async (path: string) => (path === '/old-pricing' ? { to: '/pricing' } : null),
}))
const { GUARDED_HEADER, GUARDED_VALUE, fastPathCandidate, fastPathHeaders, takeFastPath } =
  await import('./pageFastPath')

const get = (url: string, headers: http.IncomingHttpHeaders = {}) => ({
  method: 'GET',
  url,
  headers,
})

describe('fastPathCandidate', () => {
  it('takes GET and HEAD of a page path, with or without a query', () => {
    expect(fastPathCandidate(get('/pricing'))).toBe('/pricing')
    expect(fastPathCandidate(get('/blog/a-post?utm_source=x'))).toBe('/blog/a-post')
    expect(fastPathCandidate(get('/'))).toBe('/')
    expect(fastPathCandidate({ ...get('/pricing'), method: 'HEAD' })).toBe('/pricing')
  })

  it('leaves other methods, draft cookies and ranges to the proxy', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PROPFIND']) {
      expect(fastPathCandidate({ ...get('/pricing'), method }), method).toBeNull()
    }
    expect(fastPathCandidate(get('/pricing', { cookie: '__prerender_bypass=x; a=b' }))).toBeNull()
    expect(fastPathCandidate(get('/pricing', { cookie: 'a=b; __next_preview_data=x' }))).toBeNull()
    expect(fastPathCandidate(get('/pricing', { cookie: 'consent=all' }))).toBe('/pricing')
    expect(fastPathCandidate(get('/pricing', { range: 'bytes=0-1' }))).toBeNull()
  })

  it('leaves paths Next or URL parsing would change, and every other route kind, to the proxy', () => {
    for (const url of [
      '/pricing/',
      '/a/../pricing',
      '/./pricing',
      '//pricing',
      '/pricing\\x',
      '/pricing page',
      '/_next/static/chunks/a.js',
      '/api/formSubmit',
      '/og/pricing',
      '/og',
    ]) {
      expect(fastPathCandidate(get(url)), url).toBeNull()
    }
  })
})

describe('fastPathHeaders', () => {
  it("gives a known page the proxy's headers, leaving its policy to the page cache", async () => {
    const found = await fastPathHeaders(get('/pricing'))
    expect(found?.responseHeaders['Content-Security-Policy']).toBeUndefined()
    expect(found?.responseHeaders['X-Content-Type-Options']).toBe('nosniff')
    expect(found?.responseHeaders['Permissions-Policy']).toContain('camera=()')
  })

  it('leaves made-up paths, CMS redirects and undecodable paths to the proxy', async () => {
    expect(await fastPathHeaders(get('/no-such-page'))).toBeNull()
    expect(await fastPathHeaders(get('/old-pricing'))).toBeNull()
    expect(await fastPathHeaders(get('/%E0%A4%A'))).toBeNull()
  })
})

describe('takeFastPath on a real server', () => {
  let server: http.Server
  let port: number
  const seen: { url: string; marked: unknown; policy: unknown; keys: string[] }[] = []

  beforeAll(async () => {
    server = http.createServer((request, response) =>
      takeFastPath(request, response, () => {
        seen.push({
          url: request.url ?? '',
          marked: request.headers[GUARDED_HEADER],
          policy: request.headers['content-security-policy'],
          keys: Object.keys(request.headers),
        })
        response.end('app')
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** Sends the request's bytes as written (UTF-8), as any client could. */
  const raw = (head: string) => sendRaw(port, head)

  it('marks a known page visit and adds its headers; the mark is not among the headers', async () => {
    const answer = await raw('GET /pricing HTTP/1.1')
    expect(answer).toMatch(/^HTTP\/1\.1 200/)
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff/)
    const visit = seen.at(-1)!
    expect(visit.marked).toBe(GUARDED_VALUE)
    expect(visit.policy).toBeUndefined()
    expect(visit.keys).not.toContain(GUARDED_HEADER)
  })

  it('cannot be asked for by a client: a sent mark is Latin-1 and the request stays unmarked', async () => {
    await raw(`PUT /pricing HTTP/1.1\r\n${GUARDED_HEADER}: ${GUARDED_VALUE}`)
    const visit = seen.at(-1)!
    expect(visit.url).toBe('/pricing')
    expect(visit.marked).not.toBe(GUARDED_VALUE)
    expect(visit.policy).toBeUndefined()
    await raw(`GET /no-such-page HTTP/1.1\r\n${GUARDED_HEADER}: ${GUARDED_VALUE}`)
    expect(seen.at(-1)!.marked).not.toBe(GUARDED_VALUE)
  })
})
