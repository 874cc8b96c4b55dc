import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { POSTHOG_PATH, SEGMENT_CDN_PATH } from '@/analytics/config'
import { HOME_SLUG } from '@/lib/links'
import { queryEmbedded } from '@/sanity/embedded'
import { PAGE_SLUGS_QUERY } from '@/sanity/queries'
import { servedFileSize } from './publicFiles'
import { ALLOWED_METHODS, METADATA_ROUTES, routeKind } from './requestGuard'
import {
  answerConnect,
  nextHostname,
  PAGE_METHODS,
  pageQueryHeaderName,
  peerAddressHeaderName,
  publishedPeerAddressHeader,
  refusal,
  SiteResponse,
  siteRequestListener,
  takePageQuery,
} from './nodeServer.mjs'
import {
  installPlainVisitHeaders,
  PLAIN_VISIT_HEADER,
  PLAIN_VISIT_VALUE,
  rememberPlainPage,
  resetPlainVisits,
} from './plainVisits.mjs'
import { nonDocumentHeaders } from './securityHeaderValues.mjs'
import { securityConfig, securityHeaders } from './securityHeaders'
import { sendRaw } from './testing'

// The dataset's reader is server-only (it is, here).
vi.mock('server-only', () => ({}))

/** The header lines of a raw HTTP/1.1 answer, by lower-cased name (the first answer only). */
function headersOf(answer: string): Record<string, string> {
  const lines = answer.split('\r\n\r\n')[0]!.split('\r\n').slice(1)
  return Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':')
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()]
    }),
  )
}

/** Issue 47: the headers of the site's other non-page answers (securityHeaders.ts's 'api'). */
function expectSecurityHeaders(answer: string, what: string) {
  const headers = headersOf(answer)
  for (const [name, value] of Object.entries(nonDocumentHeaders())) {
    expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value)
  }
}

// vercel/next.js#94745: the proxy's rewrites stay inside the server only when Next is given a
// loopback address as `localhost` (e2e/routes/hardening.spec.ts checks the rewrites themselves).
describe('nextHostname', () => {
  it('gives a loopback address as localhost and any other as it is', () => {
    for (const host of [undefined, '', '127.0.0.1', '127.1.2.3', '::1', '[::1]', 'LOCALHOST']) {
      expect(nextHostname(host), String(host)).toBe('localhost')
    }
    for (const host of ['10.0.0.5', '0.0.0.0', '::', 'web-1.internal', '128.0.0.1']) {
      expect(nextHostname(host), host).toBe(host)
    }
  })
})

// DESIGN §5: a page's render never sees the query string of the request that caused it (the
// cluster test checks the pages a publish and a stale entry render; e2e/routes/hardening.spec.ts
// the answers).
describe('takePageQuery', () => {
  const take = (method: string, url: string, headers: Record<string, string> = {}) => {
    const request = { method, url, headers: { ...headers } } as unknown as http.IncomingMessage
    return { search: takePageQuery(request), url: request.url, headers: request.headers }
  }
  const name = pageQueryHeaderName()

  it("takes a page's query string off its address into the process's header", () => {
    for (const [url, path] of [
      ['/pricing?mkt_tok=abc&email=a%40b.example', '/pricing'],
      ['/?gclid=1', '/'],
      ['/blog/shipping-with-agents?utm_source=x', '/blog/shipping-with-agents'],
    ] as const) {
      const taken = take('GET', url)
      expect(taken.url, url).toBe(path)
      expect(taken.search, url).toBe(url.slice(url.indexOf('?')))
      expect(taken.headers[name], url).toBe(taken.search)
    }
    expect(take('HEAD', '/pricing?a=1').url).toBe('/pricing')
    // A client navigation's key stays where Next checks it.
    const navigation = take('GET', '/pricing?utm_source=x&_rsc=1x2y')
    expect(navigation.url).toBe('/pricing?_rsc=1x2y')
    expect(navigation.search).toBe('?utm_source=x')
    expect(take('GET', '/pricing?_rsc=1x2y')).toMatchObject({
      search: null,
      url: '/pricing?_rsc=1x2y',
    })
  })

  it("leaves every other request as it came, and drops a client's copy of the header", () => {
    for (const [method, url] of [
      ['POST', '/demo?a=1'],
      ['GET', '/pricing'],
      ['GET', '/api/leads?a=1'],
      ['GET', '/images/embedded/migration/x-10x10.png?w=5'],
      ['GET', '/_next/image?url=x'],
      ['GET', '/og/pricing?a=1'],
      ['GET', '/ph/decide?v=3'],
      ['GET', '/seg-cdn/v1/projects?a=1'],
      ['GET', '/robots.txt?a=1'],
      ['GET', '/pricing/?a=1'],
      ['GET', '/Pricing?a=1'],
    ] as const) {
      const taken = take(method, url, { [name]: '?forged=1' })
      expect(taken.search, `${method} ${url}`).toBeNull()
      expect(taken.url, `${method} ${url}`).toBe(url)
      expect(taken.headers[name], `${method} ${url}`).toBeUndefined()
    }
  })
})

// PAGE_PATH (nodeServer.mjs runs before Next, with no import of the site's modules) against the
// modules that own each kind of address: the dataset's pages, the route kinds, the public files
// and the analytics relays.
describe("takePageQuery's idea of a page", () => {
  const taken = (url: string) =>
    takePageQuery({ method: 'GET', url, headers: {} } as unknown as http.IncomingMessage)

  it('is every page of the dataset', async () => {
    const slugs = (await queryEmbedded<{ slug: string | null }[]>(PAGE_SLUGS_QUERY))
      .map(({ slug }) => slug)
      .filter((slug): slug is string => !!slug)
    expect(slugs.length).toBeGreaterThan(5)
    for (const slug of slugs) {
      const page = slug === HOME_SLUG ? '/' : `/${slug}`
      expect([routeKind(page), servedFileSize(page)], page).toEqual(['page', null])
      expect(taken(`${page}?utm_source=x`), page).toBe('?utm_source=x')
    }
  })

  it('is no address of another kind: metadata, Next, the API, files, share images, relays', () => {
    const publicFiles = readdirSync(path.join(process.cwd(), 'public'), {
      recursive: true,
      withFileTypes: true,
    })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.posix.join(
          '/',
          path.relative(path.join(process.cwd(), 'public'), entry.parentPath),
          entry.name,
        ),
      )
    expect(publicFiles.length).toBeGreaterThan(3)
    const others = [
      ...METADATA_ROUTES,
      ...publicFiles,
      '/_next/static/chunks/main.js',
      '/_next/image',
      '/_global-error',
      '/api/formSubmit',
      '/api/revalidate',
      '/og',
      '/og/pricing',
      `${SEGMENT_CDN_PATH}/v1/projects`,
      POSTHOG_PATH,
      `${POSTHOG_PATH}/decide`,
    ]
    for (const other of others) {
      expect(taken(`${other}?a=1`), other).toBeNull()
    }
  })
})

describe('refusal', () => {
  it('lets path targets and ordinary methods through', () => {
    expect(refusal('GET', '/product')).toBeNull()
    expect(refusal('PROPFIND', '/')).toBeNull()
  })

  it('answers 400 to targets that are not a path', () => {
    for (const target of ['*', 'http://example.test/', 'example.test:443', '//evil/x']) {
      expect(refusal('OPTIONS', target)?.status, target).toBe(400)
    }
  })

  it('answers 404 to Flight-data addresses, which only a CDN in front of Next sends (issue 34)', () => {
    for (const target of ['/pricing.rsc', '/x.rsc?a=1', '/pricing.segments/_tree.segment.rsc']) {
      expect(refusal('GET', target), target).toEqual({ status: 404, body: 'Not found.\n' })
    }
    expect(refusal('GET', '/pricing?_rsc=abc')).toBeNull()
    expect(refusal('GET', '/blog/rsc')).toBeNull()
  })

  it('answers 405 with the page methods to methods the Fetch standard forbids', () => {
    expect(PAGE_METHODS).toBe(ALLOWED_METHODS.page.join(', '))
    expect(refusal('TRACE', '/')).toMatchObject({ status: 405, allow: 'GET, HEAD' })
    expect(refusal('TRACK', '/')?.status).toBe(405)
  })
})

describe("the site's request listener on a real server", () => {
  let server: http.Server
  let port: number
  const seen: { line: string; peer: string | undefined; forged: string | undefined }[] = []
  const name = peerAddressHeaderName()

  beforeAll(async () => {
    server = http.createServer(
      siteRequestListener((request, response) => {
        seen.push({
          line: `${request.method} ${request.url}`,
          peer: request.headers[name] as string | undefined,
          forged: request.headers['x-leads-peer'] as string | undefined,
        })
        response.end('app')
      }),
    )
    server.on('connect', answerConnect)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const raw = (head: string) => sendRaw(port, head)

  it('answers TRACE, OPTIONS *, absolute-form, CONNECT and .rsc itself; the app sees only the GET', async () => {
    expect(await raw('TRACE / HTTP/1.1')).toMatch(/^HTTP\/1\.1 405[\s\S]*Allow: GET, HEAD/)
    expect(await raw('OPTIONS * HTTP/1.1')).toMatch(/^HTTP\/1\.1 400/)
    expect(await raw('GET http://evil.example/ HTTP/1.1')).toMatch(/^HTTP\/1\.1 400/)
    expect(await raw('CONNECT example.test:443 HTTP/1.1')).toMatch(/^HTTP\/1\.1 405/)
    expect(await raw('GET /pricing.rsc HTTP/1.1')).toMatch(
      /^HTTP\/1\.1 404[\s\S]*Cache-Control: no-store/,
    )
    expect(await raw('GET /ok HTTP/1.1')).toMatch(/^HTTP\/1\.1 200[\s\S]*app$/)
    expect(seen.map((request) => request.line)).toEqual(['GET /ok'])
  })

  it('sends the security headers of the site on each of its own answers (issue 47)', async () => {
    for (const head of [
      'TRACE / HTTP/1.1',
      'OPTIONS * HTTP/1.1',
      'GET http://evil.example/ HTTP/1.1',
      'CONNECT example.test:443 HTTP/1.1',
      'GET /pricing.rsc HTTP/1.1',
      'GET /pricing.segments/_tree.segment.rsc HTTP/1.1',
    ]) {
      expectSecurityHeaders(await raw(head), head)
    }
    expect(nonDocumentHeaders()).toMatchObject({
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    })
  })

  it("gives the app the socket's peer address under a name no client can send", async () => {
    expect(publishedPeerAddressHeader()).toBe(name)
    expect(name).toMatch(/^x-leads-peer-[0-9a-f]{16}$/)
    // A client that guesses the prefix, or sends the real name, is overwritten by the socket's.
    await raw(`GET /peer HTTP/1.1\r\nx-leads-peer: 6.6.6.6\r\n${name}: 6.6.6.6`)
    expect(seen.at(-1)).toMatchObject({ line: 'GET /peer', peer: '127.0.0.1', forged: '6.6.6.6' })
  })
})

/**
 * Writes `data` to 127.0.0.1:`port` (more with `then`, once the first answer is complete) and
 * resolves everything read when the text read matches `until`, or when the server closes.
 */
function exchange(
  port: number,
  data: string,
  until: RegExp,
  then?: { data: string; until: RegExp },
): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(data))
    let text = ''
    let wait = until
    let next = then
    const done = () => {
      socket.destroy()
      resolve(text)
    }
    socket.on('data', (chunk) => {
      text += chunk.toString()
      if (!wait.test(text)) return
      if (!next) return done()
      socket.write(next.data)
      wait = next.until
      next = undefined
    })
    socket.on('close', done)
    socket.on('error', done)
  })
}

describe('bodies over their limit, before the app reads them (issue 46)', () => {
  let server: http.Server
  let port: number
  const seen: string[] = []

  beforeAll(async () => {
    const listener = siteRequestListener((request, response) => {
      seen.push(`${request.method} ${request.url}`)
      let bytes = 0
      request.on('data', (chunk: Buffer) => (bytes += chunk.length))
      request.on('end', () => response.end(`app read ${bytes}`))
    })
    server = http.createServer(listener)
    server.on('checkContinue', (request, response) => listener(request, response, true))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const head = (target: string, headers: string) =>
    `POST ${target} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${headers}\r\n\r\n`
  const answered = /\r\n\r\n\{[^]*\}$/

  it('answers a Content-Length over the limit with a JSON 413 before a byte of the body is sent', async () => {
    const form = await exchange(port, head('/api/formSubmit', 'Content-Length: 62914560'), answered)
    expect(form).toMatch(/^HTTP\/1\.1 413 [^]*Content-Type: application\/json/)
    expect(form).toMatch(/Cache-Control: no-store/)
    expect(form).toMatch(
      /\{"status":"error","errors":\{"_form":"The submission is larger than 32 KB"\}\}$/,
    )
    const page = await exchange(port, head('/product', 'Content-Length: 1048577'), answered)
    expect(page).toMatch(/^HTTP\/1\.1 413 [^]*"error":"The request body is larger than 1 MB."/)
    expectSecurityHeaders(form, 'form 413')
    expectSecurityHeaders(page, 'page 413')
    expect(seen).toEqual([])
  })

  it('answers a chunked body with a JSON 411, whatever it holds', async () => {
    const answer = await exchange(
      port,
      `${head('/api/revalidate', 'Transfer-Encoding: chunked')}2\r\n{}\r\n0\r\n\r\n`,
      answered,
    )
    expect(answer).toMatch(
      /^HTTP\/1\.1 411 [^]*"error":"Send the request body with a Content-Length header."/,
    )
    expectSecurityHeaders(answer, '411')
    expect(seen).toEqual([])
  })

  it('lets a body at the limit through to the app', async () => {
    const body = 'x'.repeat(32 * 1024)
    const answer = await exchange(
      port,
      `${head('/api/formSubmit', `Content-Length: ${body.length}`)}${body}`,
      /app read \d+$/,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 200 [^]*app read 32768$/)
    expect(seen.splice(0)).toEqual(['POST /api/formSubmit'])
  })

  it('drops what the client sends after a 413 and keeps the connection for its next request', async () => {
    const rest = 'x'.repeat(40 * 1024)
    const answer = await exchange(
      port,
      head('/api/formSubmit', `Content-Length: ${rest.length}`),
      answered,
      { data: `${rest}GET /after HTTP/1.1\r\nHost: x\r\n\r\n`, until: /app read 0$/ },
    )
    expect(answer).toMatch(/^HTTP\/1\.1 413 [^]*HTTP\/1\.1 200 [^]*app read 0$/)
    expect(seen.splice(0)).toEqual(['GET /after'])
  })

  it('with Expect: 100-continue, refuses before the body is sent, or asks for it', async () => {
    const refused = await exchange(
      port,
      head('/api/revalidate', 'Content-Length: 62914560\r\nExpect: 100-continue'),
      answered,
    )
    expect(refused).toMatch(/^HTTP\/1\.1 413 [^]*Connection: close/)
    expect(refused).not.toMatch(/100 Continue/)
    expectSecurityHeaders(refused, '413 before 100-continue')
    const asked = await exchange(
      port,
      head('/api/revalidate', 'Content-Length: 2\r\nExpect: 100-continue'),
      /100 Continue\r\n\r\n$/,
      { data: '{}', until: /app read 2$/ },
    )
    expect(asked).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 [^]*app read 2$/)
    expect(seen.splice(0)).toEqual(['POST /api/revalidate'])
  })
})

describe('plain visits to a cached page (issue 49)', () => {
  let server: http.Server
  let port: number
  const seen: { line: string; mark: string | undefined }[] = []
  const pageHeaders = securityHeaders(securityConfig({}), 'cachedPage')

  beforeAll(async () => {
    installPlainVisitHeaders(pageHeaders)
    server = http.createServer(
      siteRequestListener((request, response) => {
        seen.push({
          line: `${request.method} ${request.url}`,
          mark: request.headers[PLAIN_VISIT_HEADER] as string | undefined,
        })
        response.end('app')
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    resetPlainVisits()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  const raw = (head: string) => sendRaw(port, head)

  it('marks a plain visit to a page the proxy passed, with the headers the proxy would add', async () => {
    rememberPlainPage('/product')
    const answer = await raw('GET /product HTTP/1.1')
    expect(seen.at(-1)).toEqual({ line: 'GET /product', mark: PLAIN_VISIT_VALUE })
    const headers = headersOf(answer)
    for (const [name, value] of Object.entries(pageHeaders)) {
      expect(headers[name.toLowerCase()], name).toBe(value)
    }
    expect(headers).not.toHaveProperty('content-security-policy')
  })

  it('leaves anything else to the proxy, unmarked and without headers of its own', async () => {
    rememberPlainPage('/product')
    for (const head of [
      'GET /product?utm_source=mail HTTP/1.1',
      'POST /product HTTP/1.1\r\nContent-Length: 0',
      'GET /product HTTP/1.1\r\nCookie: __prerender_bypass=x',
      'GET /product HTTP/1.1\r\nRange: bytes=0-1',
      'GET /pricing HTTP/1.1',
    ]) {
      const answer = await raw(head)
      expect(seen.at(-1)?.mark, head).toBeUndefined()
      expect(headersOf(answer), head).not.toHaveProperty('x-content-type-options')
    }
  })

  it("drops a client's own copy of the mark", async () => {
    await raw(`GET /pricing HTTP/1.1\r\n${PLAIN_VISIT_HEADER}: 1`)
    expect(seen.at(-1)).toEqual({ line: 'GET /pricing', mark: undefined })
  })
})

describe('SiteResponse: a page ended as one string (issue 49)', () => {
  let server: http.Server
  let port: number
  const bodies: Record<string, string> = {
    '/ascii': `<p>${'a'.repeat(40 * 1024)}</p>`,
    '/utf8': `<p>${'é—'.repeat(20 * 1024)}</p>`,
    '/short': 'é',
  }

  beforeAll(async () => {
    server = http.createServer({ ServerResponse: SiteResponse }, (request, response) => {
      const body = bodies[request.url ?? ''] ?? ''
      // As Next's sendRenderResult does: the UTF-8 length, then end() with the string alone.
      response.setHeader('Content-Length', Buffer.byteLength(body))
      response.end(body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const get = (path: string) =>
    new Promise<Buffer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve(Buffer.concat(chunks)))
        })
        .on('error', reject)
    })

  it('sends every body byte for byte as UTF-8, ASCII or not', async () => {
    for (const [path, body] of Object.entries(bodies)) {
      expect((await get(path)).equals(Buffer.from(body, 'utf8')), path).toBe(true)
    }
  })

  it('keeps the callback of end(chunk, undefined, callback)', async () => {
    const ended = await new Promise<boolean>((resolve) => {
      const probe = http.createServer({ ServerResponse: SiteResponse }, (_request, response) => {
        response.setHeader('Content-Length', bodies['/ascii']!.length)
        // Node's own signature allows an undefined encoding; its types do not.
        const end = response.end.bind(response) as (c: string, e: undefined, cb: () => void) => void
        end(bodies['/ascii']!, undefined, () => resolve(true))
      })
      probe.listen(0, '127.0.0.1', () => {
        const { port: probePort } = probe.address() as AddressInfo
        http.get({ host: '127.0.0.1', port: probePort, path: '/' }, (response) => {
          response.resume()
          response.on('end', () => probe.close())
        })
      })
    })
    expect(ended).toBe(true)
  })

  it('writes a long ASCII page as ASCII, not joined to the header block and encoded again', async () => {
    const end = vi.spyOn(http.ServerResponse.prototype, 'end')
    try {
      for (const path of Object.keys(bodies)) await get(path)
      const encodings = end.mock.calls.map(([chunk, encoding]) => [
        typeof chunk === 'string' ? chunk.length : chunk,
        encoding,
      ])
      expect(encodings).toEqual([
        [bodies['/ascii']!.length, 'ascii'],
        [bodies['/utf8']!.length, undefined],
        [1, undefined],
      ])
    } finally {
      end.mockRestore()
    }
  })
})
