import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import {
  bodyLimit,
  bodyRefusal,
  DEFAULT_BODY_LIMIT,
  FORM_BODY_LIMIT,
  FORM_POST_LIMIT,
  FORM_TOO_LARGE,
  WEBHOOK_BODY_LIMIT,
} from './bodyLimits.mjs'

vi.mock('server-only', () => ({}))

describe('bodyRefusal (issue 46)', () => {
  const length = (bytes: number) => ({ 'content-length': String(bytes) })

  it('lets a body up to its address limit through, and none at all', () => {
    expect(bodyRefusal('/api/formSubmit', length(FORM_BODY_LIMIT))).toBeNull()
    expect(bodyRefusal('/api/revalidate?x=1', length(WEBHOOK_BODY_LIMIT))).toBeNull()
    expect(bodyRefusal('/product', length(DEFAULT_BODY_LIMIT))).toBeNull()
    expect(bodyRefusal('/', {})).toBeNull()
    expect(bodyRefusal('/api/formSubmit', length(0))).toBeNull()
  })

  it('refuses one byte more with a 413 in the JSON shape of the route', () => {
    expect(bodyRefusal('/api/formSubmit', length(FORM_BODY_LIMIT + 1))).toEqual({
      status: 413,
      body: { status: 'error', errors: { _form: FORM_TOO_LARGE } },
    })
    expect(bodyRefusal('/api/revalidate', length(WEBHOOK_BODY_LIMIT + 1))).toEqual({
      status: 413,
      body: { status: 'error', error: 'The request body is larger than 32 KB.' },
    })
    expect(bodyRefusal('/pricing?a=b', length(60 * 1024 * 1024))).toEqual({
      status: 413,
      body: { status: 'error', error: 'The request body is larger than 1 MB.' },
    })
    // Variants of a route's path are other addresses: the proxy answers them 404.
    expect(bodyLimit('/api/formSubmit/').bytes).toBe(DEFAULT_BODY_LIMIT)
  })

  it('gives a form posted to its page without JavaScript a form limit (issue 48)', () => {
    const form = { 'content-type': 'multipart/form-data; boundary=----x' }
    // The fields and the state React sends back with them: twice the intake's.
    expect(FORM_POST_LIMIT).toBe(2 * FORM_BODY_LIMIT)
    expect(bodyRefusal('/demo', { ...form, ...length(FORM_POST_LIMIT) })).toBeNull()
    expect(bodyRefusal('/demo?utm_source=x', { ...form, ...length(FORM_POST_LIMIT + 1) })).toEqual({
      status: 413,
      body: { status: 'error', errors: { _form: 'The submission is larger than 64 KB' } },
    })
    // A draft-mode server action (Next-Action) and other bodies keep the page limit.
    const action = { ...form, 'next-action': 'abc', ...length(FORM_POST_LIMIT + 1) }
    expect(bodyRefusal('/demo', action)).toBeNull()
    expect(bodyLimit('/demo', { 'content-type': 'text/plain' }).bytes).toBe(DEFAULT_BODY_LIMIT)
    expect(bodyLimit('/_next/x', form).bytes).toBe(DEFAULT_BODY_LIMIT)
  })

  it('refuses a body without a length (chunked) with a 411, whatever its size', () => {
    for (const target of ['/api/formSubmit', '/api/revalidate', '/']) {
      const refused = bodyRefusal(target, { 'transfer-encoding': 'chunked' })
      expect(refused?.status, target).toBe(411)
      expect(JSON.stringify(refused?.body)).toMatch(/Content-Length/)
    }
  })
})

describe('the limits agree with the rest of the site', () => {
  it("the intake's own limit and 413 message are these", async () => {
    const { MAX_BODY_BYTES } = await import('@/server/leads/request')
    const { INTAKE_MESSAGES } = await import('@/server/leads/intake')
    expect(MAX_BODY_BYTES).toBe(FORM_BODY_LIMIT)
    expect(INTAKE_MESSAGES.tooLarge).toBe(FORM_TOO_LARGE)
  })

  it("Next's copy of a body for the proxy holds one byte more than the largest limit", async () => {
    const { nextConfig } = await import('../../../next.config')
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(DEFAULT_BODY_LIMIT + 1)
  })

  it("the front's client_max_body_size is the same per address (deploy/nginx.conf)", () => {
    const conf = readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8')
    const size = (value: string) =>
      Number(value.slice(0, -1)) * (value.endsWith('m') ? 1024 * 1024 : 1024)
    const server = /^ {4}client_max_body_size (\w+);/m.exec(conf)?.[1]
    expect(size(server ?? '')).toBe(DEFAULT_BODY_LIMIT)
    for (const [route, limit] of [
      ['/api/formSubmit', FORM_BODY_LIMIT],
      ['/api/revalidate', WEBHOOK_BODY_LIMIT],
    ] as const) {
      const location = new RegExp(`location = ${route} \\{\\s*client_max_body_size (\\w+);`)
      expect(size(location.exec(conf)?.[1] ?? ''), route).toBe(limit)
    }
  })
})
