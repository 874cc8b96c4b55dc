import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALLOWED_METHODS } from '@/lib/requestGuard'
import {
  answerConnect,
  PAGE_METHODS,
  peerAddressHeaderName,
  publishedPeerAddressHeader,
  refusal,
  siteRequestListener,
} from './nodeServer.mjs'
import { sendRaw } from './testing'

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

  it("gives the app the socket's peer address under a name no client can send", async () => {
    expect(publishedPeerAddressHeader()).toBe(name)
    expect(name).toMatch(/^x-leads-peer-[0-9a-f]{16}$/)
    // A client that guesses the prefix, or sends the real name, is overwritten by the socket's.
    await raw(`GET /peer HTTP/1.1\r\nx-leads-peer: 6.6.6.6\r\n${name}: 6.6.6.6`)
    expect(seen.at(-1)).toMatchObject({ line: 'GET /peer', peer: '127.0.0.1', forged: '6.6.6.6' })
  })
})
