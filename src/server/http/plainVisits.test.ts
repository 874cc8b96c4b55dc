import http from 'node:http'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  installPlainVisitHeaders,
  MAX_PLAIN_PAGES,
  PLAIN_VISIT_HEADER,
  PLAIN_VISIT_TTL_MS,
  PLAIN_VISIT_VALUE,
  plainVisitHeaders,
  rememberPlainPage,
  resetPlainVisits,
} from './plainVisits.mjs'
import { securityConfig, securityHeaders } from './securityHeaders'
import { sendRaw } from './testing'

const HEADERS = securityHeaders(securityConfig({}), 'cachedPage')
const T = 1_000_000

describe('plainVisitHeaders', () => {
  afterEach(() => resetPlainVisits())

  const remembered = (...paths: string[]) => {
    installPlainVisitHeaders(HEADERS)
    for (const path of paths) rememberPlainPage(path, T)
  }

  it("gives a plain GET or HEAD of a page the proxy passed the cached page's security headers", () => {
    remembered('/', '/product')
    expect(plainVisitHeaders('GET', '/', {}, T)).toEqual(HEADERS)
    expect(plainVisitHeaders('HEAD', '/product', { cookie: 'consent=all' }, T + 10)).toEqual(
      HEADERS,
    )
    // The headers the proxy gives a cached page: no policy (it comes with the page), the others.
    expect(HEADERS).not.toHaveProperty('Content-Security-Policy')
    expect(HEADERS).toHaveProperty('X-Content-Type-Options', 'nosniff')
  })

  it('sends everything else through the proxy', () => {
    remembered('/product')
    const cases: [string, string, Record<string, string>][] = [
      ['POST', '/product', {}],
      ['OPTIONS', '/product', {}],
      ['get', '/product', {}],
      // A query string never reaches a shared render (DESIGN §5): the proxy takes it off.
      ['GET', '/product?utm_source=x', {}],
      ['GET', '/product?', {}],
      // Another spelling of the path is the proxy's to judge.
      ['GET', '/product/', {}],
      ['GET', '/%70roduct', {}],
      ['GET', '/pricing', {}],
      ['GET', '/product', { range: 'bytes=0-1' }],
      // Draft mode: the proxy checks its token or strips the cookie.
      ['GET', '/product', { cookie: '__prerender_bypass=abc' }],
      ['GET', '/product', { cookie: 'a=1; __next_preview_data=x' }],
    ]
    for (const [method, target, headers] of cases) {
      expect(plainVisitHeaders(method, target, headers, T), `${method} ${target}`).toBeNull()
    }
  })

  it(`holds the proxy's word on a path for ${PLAIN_VISIT_TTL_MS} ms`, () => {
    remembered('/product')
    expect(plainVisitHeaders('GET', '/product', {}, T + PLAIN_VISIT_TTL_MS - 1)).not.toBeNull()
    expect(plainVisitHeaders('GET', '/product', {}, T + PLAIN_VISIT_TTL_MS)).toBeNull()
    expect(plainVisitHeaders('GET', '/product', {}, T - 1)).toBeNull()
    rememberPlainPage('/product', T + PLAIN_VISIT_TTL_MS)
    expect(plainVisitHeaders('GET', '/product', {}, T + PLAIN_VISIT_TTL_MS)).not.toBeNull()
  })

  it('marks nothing before the headers are installed (a server that never started the app)', () => {
    rememberPlainPage('/', T)
    expect(plainVisitHeaders('GET', '/', {}, T)).toBeNull()
  })

  it(`remembers at most ${MAX_PLAIN_PAGES} paths, forgetting the oldest first`, () => {
    remembered()
    for (let i = 0; i <= MAX_PLAIN_PAGES; i++) rememberPlainPage(`/p${i}`, T)
    expect(plainVisitHeaders('GET', '/p0', {}, T)).toBeNull()
    expect(plainVisitHeaders('GET', '/p1', {}, T)).not.toBeNull()
    expect(plainVisitHeaders('GET', `/p${MAX_PLAIN_PAGES}`, {}, T)).not.toBeNull()
  })
})

describe("the proxy's matcher", () => {
  it('skips exactly the mark of plainVisits.mjs (Next reads the literal at build time)', () => {
    const source = readFileSync(new URL('../../proxy.ts', import.meta.url), 'utf8')
    const config = source.slice(source.indexOf('export const config'))
    const missing = /missing: \[\{ type: 'header', key: '([^']+)', value: '([^']+)' \}\]/.exec(
      config,
    )
    expect(missing, 'src/proxy.ts config.matcher').not.toBeNull()
    expect(missing![1]).toBe(PLAIN_VISIT_HEADER)
    expect(JSON.parse(`"${missing![2]}"`)).toBe(PLAIN_VISIT_VALUE)
  })
})

describe('the mark on the wire', () => {
  let server: http.Server
  let port: number
  const seen: (string | undefined)[] = []

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push(request.headers[PLAIN_VISIT_HEADER] as string | undefined)
      response.end('app')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("cannot be sent by a client: Node's parser refuses its value (also under `next start`)", async () => {
    const answer = await sendRaw(
      port,
      `GET / HTTP/1.1\r\n${PLAIN_VISIT_HEADER}: ${PLAIN_VISIT_VALUE}`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(await sendRaw(port, `GET / HTTP/1.1\r\n${PLAIN_VISIT_HEADER}: 1`)).toMatch(
      /^HTTP\/1\.1 200 /,
    )
    expect(seen).toEqual(['1'])
  })
})
