import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sendRaw } from './testing'

vi.mock('server-only', () => ({}))
const { installServerGuard, rejectUnrepresentable } = await import('./serverGuard')

describe('rejectUnrepresentable', () => {
  it('lets path targets and ordinary methods through', () => {
    expect(rejectUnrepresentable('GET', '/product')).toBeNull()
    expect(rejectUnrepresentable('PROPFIND', '/')).toBeNull()
  })

  it('answers 400 to targets that are not a path', () => {
    for (const target of ['*', 'http://example.test/', 'example.test:443', '//evil/x']) {
      expect(rejectUnrepresentable('OPTIONS', target)?.status, target).toBe(400)
    }
  })

  it('answers 404 to Flight-data addresses, which only a CDN in front of Next sends (issue 34)', () => {
    for (const target of ['/pricing.rsc', '/x.rsc?a=1', '/pricing.segments/_tree.segment.rsc']) {
      expect(rejectUnrepresentable('GET', target), target).toEqual({
        status: 404,
        body: 'Not found.\n',
      })
    }
    expect(rejectUnrepresentable('GET', '/pricing?_rsc=abc')).toBeNull()
    expect(rejectUnrepresentable('GET', '/blog/rsc')).toBeNull()
  })

  it('answers 405 to methods the Fetch standard forbids', () => {
    expect(rejectUnrepresentable('TRACE', '/')).toMatchObject({ status: 405, allow: 'GET, HEAD' })
    expect(rejectUnrepresentable('TRACK', '/')?.status).toBe(405)
  })
})

describe('installServerGuard on a real server', () => {
  let server: http.Server
  let port: number
  const seen: string[] = []

  beforeAll(async () => {
    installServerGuard()
    server = http.createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`)
      response.end('app')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const raw = (head: string) => sendRaw(port, head)

  it('answers TRACE, OPTIONS * and CONNECT itself; the app sees only the GET', async () => {
    expect(await raw('TRACE / HTTP/1.1')).toMatch(/^HTTP\/1\.1 405/)
    expect(await raw('OPTIONS * HTTP/1.1')).toMatch(/^HTTP\/1\.1 400/)
    expect(await raw('CONNECT example.test:443 HTTP/1.1')).toMatch(/^HTTP\/1\.1 405/)
    expect(await raw('GET /ok HTTP/1.1')).toMatch(/^HTTP\/1\.1 200[\s\S]*app$/)
    expect(seen).toEqual(['GET /ok'])
  })
})
