import { describe, expect, it } from 'vitest'
import {
  buildFailureMessage,
  CmsBreaker,
  CmsTimeoutError,
  CmsUnavailableError,
  describeCmsError,
  isOutageError,
  positiveInt,
  queryKey,
} from './outage'

function clockedBreaker(retryMs = 5000) {
  let now = 1_000_000
  const lines: string[] = []
  const breaker = new CmsBreaker(
    retryMs,
    (line) => lines.push(line),
    () => now,
  )
  return { breaker, lines, advance: (ms: number) => (now += ms) }
}

describe('CMS circuit breaker (issue 12, outage resilience)', () => {
  it('lets requests through while the CMS answers, and logs nothing', () => {
    const { breaker, lines } = clockedBreaker()
    expect(breaker.admit()).toEqual({ go: true })
    breaker.succeeded()
    expect(breaker.admit()).toEqual({ go: true })
    expect(lines).toEqual([])
  })

  it('logs an outage once with its reason, and fails fast until the retry time', () => {
    const { breaker, lines, advance } = clockedBreaker(5000)
    breaker.failed('HTTP 500')
    breaker.failed('HTTP 500')
    expect(breaker.admit()).toEqual({ go: false, reason: 'HTTP 500' })
    advance(4999)
    expect(breaker.admit().go).toBe(false)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('CMS unavailable: HTTP 500')
    expect(lines[0]).toContain('retrying every 5 s')
  })

  it('after the retry time lets one request try again; the others still fail fast', () => {
    const { breaker, advance } = clockedBreaker(5000)
    breaker.failed('no answer within 10000 ms')
    advance(5000)
    expect(breaker.admit()).toEqual({ go: true })
    expect(breaker.current).toBe('probing')
    expect(breaker.admit()).toEqual({ go: false, reason: 'no answer within 10000 ms' })
  })

  it('a failed retry keeps the outage without logging it again; a success ends it, logged once', () => {
    const { breaker, lines, advance } = clockedBreaker(5000)
    breaker.failed('HTTP 503')
    advance(5000)
    breaker.admit()
    breaker.failed('HTTP 503')
    expect(breaker.admit().go).toBe(false)
    advance(5000)
    expect(breaker.admit().go).toBe(true)
    breaker.succeeded()
    breaker.succeeded()
    expect(breaker.current).toBe('closed')
    expect(breaker.admit()).toEqual({ go: true })
    expect(lines).toHaveLength(2)
    expect(lines[1]).toBe(
      '[sanity] the CMS answers again after 10 s; pages regenerate with fresh content',
    )
    // A later outage is a new one, logged again.
    breaker.failed('HTTP 500')
    expect(lines).toHaveLength(3)
  })
})

describe('CMS errors', () => {
  it('an outage is no answer, a timeout, a 5xx or a 429; a 4xx is a wrong request', () => {
    expect(isOutageError(new TypeError('fetch failed'))).toBe(true)
    expect(isOutageError(new CmsTimeoutError(10))).toBe(true)
    expect(isOutageError(new CmsUnavailableError('x'))).toBe(true)
    expect(isOutageError({ statusCode: 500 })).toBe(true)
    expect(isOutageError({ response: { statusCode: 502 } })).toBe(true)
    expect(isOutageError({ statusCode: 429 })).toBe(true)
    expect(isOutageError({ statusCode: 401 })).toBe(false)
    expect(isOutageError({ statusCode: 400 })).toBe(false)
  })

  it('names the reason: status, timeout, or the network error and its code', () => {
    expect(describeCmsError({ statusCode: 500 })).toBe('HTTP 500')
    expect(describeCmsError(new CmsTimeoutError(2000))).toBe('no answer within 2000 ms')
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
        code: 'ECONNREFUSED',
      }),
    })
    expect(describeCmsError(refused)).toBe('fetch failed: connect ECONNREFUSED 127.0.0.1:9')
    expect(describeCmsError('boom')).toBe('boom')
  })

  it("the build's message says which CMS could not be read, why, and what to check", () => {
    const message = buildFailureMessage(
      { apiHost: 'https://api.sanity.io', projectId: 'abc123', dataset: 'production' },
      'HTTP 503',
    )
    expect(message).toMatch(
      /^Cannot build: the Sanity Content Lake at https:\/\/api\.sanity\.io \(project "abc123", dataset "production"\) could not be read: HTTP 503\./,
    )
    expect(message).toContain('NEXT_PUBLIC_SANITY_PROJECT_ID')
    expect(message).toContain('embedded dataset')
  })

  it('reads positive integers from the environment, else the default', () => {
    expect(positiveInt('2500', 10)).toBe(2500)
    for (const bad of [undefined, '', '0', '-1', '1.5', 'ten'])
      expect(positiveInt(bad, 10)).toBe(10)
  })

  it('keys a query by its text and parameters', () => {
    expect(queryKey('*[slug == $s]', { s: 'a' })).not.toBe(queryKey('*[slug == $s]', { s: 'b' }))
    expect(queryKey('q', {})).toBe(queryKey('q', {}))
  })
})
