import { encodeSignatureHeader } from '@sanity/webhook'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  SeenDeliveries,
  SIGNATURE_TOLERANCE_MS,
  seenDeliveries,
  signatureAge,
} from './revalidateReplay'

const revalidated = vi.hoisted(() => [] as string[])
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }))
vi.mock('server-only', () => ({}))

const SECRET = 'unit-revalidate-secret'
const BODY = JSON.stringify({ _type: 'page', _id: 'page-pricing', slug: 'pricing' })
const MINUTE = 60_000

async function send(
  { at = Date.now(), key, signature }: { at?: number; key?: string; signature?: string } = {},
  body = BODY,
) {
  const { POST } = await import('@/app/api/revalidate/route')
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'sanity-webhook-signature': signature ?? (await encodeSignatureHeader(body, at, SECRET)),
  }
  if (key) headers['idempotency-key'] = key
  const response = await POST(
    new NextRequest('http://127.0.0.1/api/revalidate', { method: 'POST', headers, body }),
  )
  return { status: response.status, body: await response.json() }
}

describe('signatureAge: 5 minutes either way', () => {
  const now = Date.UTC(2026, 10, 27, 12)
  const header = (t: number) => `t=${t},v1=abc`
  it('accepts the window, edges included', () => {
    expect(SIGNATURE_TOLERANCE_MS).toBe(5 * MINUTE)
    for (const t of [now, now - 5 * MINUTE, now + 5 * MINUTE]) {
      expect(signatureAge(header(t), now)).toBe('ok')
    }
  })
  it('refuses older, newer and malformed', () => {
    expect(signatureAge(header(now - 5 * MINUTE - 1), now)).toBe('too-old')
    expect(signatureAge(header(now - 24 * 60 * MINUTE), now)).toBe('too-old')
    expect(signatureAge(header(now + 5 * MINUTE + 1), now)).toBe('in-the-future')
    expect(signatureAge(header(Date.UTC(2100, 0, 1)), now)).toBe('in-the-future')
    for (const bad of [null, '', 'v1=abc', 't=abc,v1=x', `t=${'9'.repeat(30)},v1=x`]) {
      expect(signatureAge(bad, now)).toBe('malformed')
    }
  })
})

describe('SeenDeliveries', () => {
  it('a key is handled once, any of its keys counts, and it is forgotten after the TTL', () => {
    const seen = new SeenDeliveries(1000, 100)
    expect(seen.firstTime(['key-1', 'sig-1'], 0)).toBe(true)
    expect(seen.firstTime(['key-1', 'sig-2'], 10)).toBe(false)
    expect(seen.firstTime([null, 'sig-1'], 20)).toBe(false)
    expect(seen.firstTime([undefined, 'sig-3'], 30)).toBe(true)
    expect(seen.firstTime(['key-1', 'sig-4'], 1001)).toBe(true)
  })
  it('keeps at most its bound, dropping the oldest', () => {
    const seen = new SeenDeliveries(60_000, 3)
    for (let i = 0; i < 5; i++) seen.firstTime([`k${i}`], i)
    expect(seen.size).toBe(3)
    expect(seen.firstTime(['k0'], 10)).toBe(true)
    expect(seen.firstTime(['k4'], 10)).toBe(false)
  })
})

describe('POST /api/revalidate refuses replays', () => {
  beforeAll(() => {
    vi.stubEnv('SANITY_REVALIDATE_SECRET', SECRET)
  })
  afterAll(() => {
    vi.unstubAllEnvs()
  })
  beforeEach(() => {
    revalidated.length = 0
  })

  it('a fresh signature revalidates the page', async () => {
    const answer = await send({ key: 'fresh-1' })
    expect(answer.status).toBe(200)
    expect(revalidated).toContain('page:pricing')
  })

  it('a signature dated a day ago, in 2021 or in 2100 is 401 and revalidates nothing', async () => {
    for (const at of [
      Date.now() - 24 * 60 * MINUTE,
      Date.UTC(2021, 5, 1),
      Date.now() - 6 * MINUTE,
      Date.now() + 6 * MINUTE,
      Date.UTC(2100, 0, 1),
    ]) {
      const answer = await send({ at })
      expect(answer.status, new Date(at).toISOString()).toBe(401)
      expect(answer.body.error).toMatch(/5 minutes/)
    }
    expect(revalidated).toEqual([])
  })

  it('the same request sent again, with or without its idempotency key, revalidates nothing', async () => {
    const signature = await encodeSignatureHeader(BODY, Date.now(), SECRET)
    expect((await send({ signature, key: 'replayed-1' })).status).toBe(200)
    expect(revalidated.length).toBeGreaterThan(0)
    revalidated.length = 0
    for (const replay of [
      { signature, key: 'replayed-1' },
      { signature },
      { signature, key: 'x' },
    ]) {
      const answer = await send(replay)
      expect(answer).toEqual({
        status: 200,
        body: { status: 'ok', duplicate: true, revalidated: [] },
      })
    }
    expect(revalidated).toEqual([])
  })

  it('a retry of a handled delivery (same idempotency key, new signature) is ignored', async () => {
    expect((await send({ key: 'retried-1' })).status).toBe(200)
    revalidated.length = 0
    const retry = await send({ key: 'retried-1', at: Date.now() + 1000 })
    expect(retry.body).toMatchObject({ duplicate: true, revalidated: [] })
    expect(revalidated).toEqual([])
    // A different delivery of the same change is not a duplicate.
    expect((await send({ key: 'retried-2', at: Date.now() + 2000 })).body.revalidated).toContain(
      'page:pricing',
    )
  })

  it('a bad signature is not remembered: the genuine delivery with that key still goes through', async () => {
    const forged = `t=${Date.now()},v1=bm90LXRoZS1zaWduYXR1cmU`
    expect((await send({ signature: forged, key: 'genuine-1' })).status).toBe(401)
    expect((await send({ key: 'genuine-1' })).body.revalidated).toContain('page:pricing')
    expect(seenDeliveries.size).toBeGreaterThan(0)
  })
})

describe('POST /api/revalidate checks the cheap things before reading the body (issue 46)', () => {
  beforeAll(() => {
    vi.stubEnv('SANITY_REVALIDATE_SECRET', SECRET)
  })
  afterAll(() => {
    vi.unstubAllEnvs()
  })
  beforeEach(() => {
    revalidated.length = 0
  })

  /** A body of `total` bytes (8 MB by default) that counts what the route pulls from it. */
  function countedBody(total = 8 * 1024 * 1024, chunk = 16 * 1024) {
    const counted = { bytes: 0 }
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (counted.bytes >= total) return controller.close()
          const size = Math.min(chunk, total - counted.bytes)
          counted.bytes += size
          controller.enqueue(new Uint8Array(size).fill(0x61))
        },
      },
      { highWaterMark: 0 },
    )
    return { stream, counted }
  }

  async function post(headers: Record<string, string>, body: ReadableStream<Uint8Array>) {
    const { POST } = await import('@/app/api/revalidate/route')
    // A streamed body needs `duplex`, which the DOM's RequestInit type does not name yet.
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    }
    const request = new NextRequest(
      new Request('http://127.0.0.1/api/revalidate', init as RequestInit),
    )
    const response = await POST(request)
    return { status: response.status, body: await response.json(), read: request.bodyUsed }
  }

  it('no signature header, a malformed one or one out of date: 401, and the body is never read', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'sanity-webhook-signature': 'v1=abc' },
      { 'sanity-webhook-signature': `t=${Date.now() - 6 * MINUTE},v1=abc` },
    ]
    for (const headers of cases) {
      const answer = await post(headers, countedBody().stream)
      expect(answer, JSON.stringify(headers)).toMatchObject({ status: 401, read: false })
    }
    expect(revalidated).toEqual([])
  })

  it('a body past 32 KB is a 413, read no further than the limit', async () => {
    const { stream, counted } = countedBody()
    const answer = await post({ 'sanity-webhook-signature': `t=${Date.now()},v1=abc` }, stream)
    expect(answer).toEqual({
      status: 413,
      body: { status: 'error', error: 'The request body is larger than 32 KB.' },
      read: true,
    })
    expect(counted.bytes).toBeLessThanOrEqual(32 * 1024 + 16 * 1024)
  })

  it('a body whose signature does not hold is 401 before it is parsed', async () => {
    const { stream } = countedBody(100)
    const forged = `t=${Date.now()},v1=bm90LXRoZS1zaWduYXR1cmU`
    expect(await post({ 'sanity-webhook-signature': forged }, stream)).toMatchObject({
      status: 401,
    })
    // Signed, the same bytes are parsed, and are not JSON.
    const text = 'a'.repeat(100)
    expect(
      await post(
        { 'sanity-webhook-signature': await encodeSignatureHeader(text, Date.now(), SECRET) },
        countedBody(100).stream,
      ),
    ).toMatchObject({ status: 400 })
  })
})
