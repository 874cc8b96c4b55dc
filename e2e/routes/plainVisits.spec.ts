import net from 'node:net'
import { expect, test, type APIResponse } from '@playwright/test'

// Issue 49: a plain visit to a cached page that the proxy passed within the last second skips the
// proxy (src/server/http/plainVisits.mjs). These requests follow such a visit at once: the answers
// must be the proxy's, whichever way they went.
const PAGES = ['/', '/product']
/** The headers the proxy (or the site's server for it) and the page cache give a cached page. */
const PAGE_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
  'x-frame-options',
  'cache-control',
  'content-type',
]

const pageHeaders = (response: APIResponse) =>
  Object.fromEntries(PAGE_HEADERS.map((name) => [name, response.headers()[name]]))

test.describe('plain visits to a cached page (issue 49)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'HTTP only: the desktop project')

  test('a visit right after another gets the same page with the same headers', async ({
    request,
  }) => {
    for (const path of PAGES) {
      const first = await request.get(path)
      expect(first.status(), path).toBe(200)
      const headers = pageHeaders(first)
      expect(headers['content-security-policy'], path).toContain("script-src 'self' 'sha256-")
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      const body = await first.text()
      for (let i = 0; i < 4; i++) {
        const again = await request.get(path)
        expect(again.status(), path).toBe(200)
        expect(pageHeaders(again), `${path}, visit ${i + 2}`).toEqual(headers)
        expect(await again.text(), path).toBe(body)
      }
    }
  })

  test('what the proxy answers still comes from it right after a plain visit', async ({
    request,
  }) => {
    for (const path of PAGES) {
      await request.get(path)
      // Next itself would answer a POST with the page.
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const refused = await request.fetch(path, { method, data: 'x' })
        expect(refused.status(), `${method} ${path}`).toBe(405)
        expect(refused.headers()['allow']).toBe('GET, HEAD')
      }
      await request.get(path)
      const query = await request.get(`${path}?utm_source=mail`)
      expect(query.status()).toBe(200)
      expect(query.headers()['x-content-type-options']).toBe('nosniff')
      const forged = await request.get(path, { headers: { 'x-forgeline-plain-visit': '1' } })
      expect(forged.status()).toBe(200)
      expect(forged.headers()['x-content-type-options']).toBe('nosniff')
    }
    await request.get('/product')
    const slash = await request.get('/product/', { maxRedirects: 0 })
    expect(slash.status()).toBe(308)
    expect(slash.headers()['location']).toMatch(/\/product$/)
  })

  test('no client can send the mark: its value is refused by the server', async ({ baseURL }) => {
    const { hostname, port } = new URL(baseURL!)
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), hostname, () =>
        socket.write(
          'GET / HTTP/1.1\r\nHost: x\r\nx-forgeline-plain-visit: \u0001\r\nConnection: close\r\n\r\n',
        ),
      )
      let data = ''
      socket.on('data', (chunk) => (data += chunk.toString()))
      socket.on('close', () => resolve(data))
    })
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
  })
})
