// SPEC §7 Default form submission, §8: the request body, the attempt keys, the answer.
import { describe, expect, it, vi } from 'vitest'
import type { LeadField } from '../../../leads/leadRules'
import {
  AttemptKeys,
  attemptSignature,
  buildLeadRequest,
  newIdempotencyKey,
  postLead,
} from './leadSubmit'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const fields: LeadField[] = [
  { name: 'fullName', type: 'text' },
  { name: 'email', type: 'email' },
  { name: 'message', type: 'textarea', required: false },
]

const request = (overrides: Partial<Parameters<typeof buildLeadRequest>[0]> = {}) =>
  buildLeadRequest({
    fields,
    values: { fullName: ' Ann Smith ', email: 'ann@acme.example', extra: 'dropped' },
    tracking: { utm_source: 'ad' },
    formId: 'form-contact',
    page: '/contact',
    honeypot: '',
    elapsedMs: 2345.6,
    ...overrides,
  })

describe('newIdempotencyKey', () => {
  it('is a v4 UUID, with or without crypto.randomUUID', () => {
    expect(newIdempotencyKey()).toMatch(UUID)
    const noRandomUuid = {
      getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto),
    } as Crypto
    const key = newIdempotencyKey(noRandomUuid)
    expect(key).toMatch(UUID)
    expect(newIdempotencyKey(noRandomUuid)).not.toBe(key)
  })
})

describe('AttemptKeys', () => {
  it('reuses the key for the same attempt and makes a new one for changed values', () => {
    let n = 0
    const keys = new AttemptKeys(() => `key-${++n}`)
    expect(keys.keyFor('a')).toBe('key-1')
    expect(keys.keyFor('a')).toBe('key-1')
    expect(keys.keyFor('b')).toBe('key-2')
    expect(keys.keyFor('a')).toBe('key-3')
  })
})

describe('buildLeadRequest', () => {
  it('holds every field (trimmed, blank optional as ""), the tracking parameters and the meta keys', () => {
    expect(request()).toEqual({
      fullName: 'Ann Smith',
      email: 'ann@acme.example',
      message: '',
      utm_source: 'ad',
      formId: 'form-contact',
      page: '/contact',
      _website: '',
      _elapsedMs: 2346,
    })
  })

  it('the form id and page win over a tracking or field value of the same name', () => {
    const body = request({
      fields: [...fields, { name: 'page', type: 'text' }],
      values: { page: 'typed' },
    })
    expect(body.page).toBe('/contact')
  })

  it('the attempt signature leaves out the clock only', () => {
    expect(attemptSignature(request())).toBe(attemptSignature(request({ elapsedMs: 9999 })))
    expect(attemptSignature(request())).not.toBe(attemptSignature(request({ honeypot: 'x' })))
  })
})

describe('postLead', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
      ),
    )

  it('POSTs JSON to /api/formSubmit with the Idempotency-Key', async () => {
    const fetchImpl = answer(201, { status: 'success', id: 'lead-9' })
    expect(await postLead(request(), 'key-1', fetchImpl)).toEqual({ kind: 'success', id: 'lead-9' })
    const [url, init] = fetchImpl.mock.calls[0]!
    expect(url).toBe('/api/formSubmit')
    expect(init?.method).toBe('POST')
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'key-1',
    })
    expect(JSON.parse(String(init?.body))).toEqual(request())
  })

  it('field errors come back as invalid; a whole-form error or other answers as failed', async () => {
    expect(
      await postLead(
        request(),
        'k',
        answer(422, { status: 'error', errors: { email: 'Please enter a valid email address' } }),
      ),
    ).toEqual({ kind: 'invalid', errors: { email: 'Please enter a valid email address' } })
    for (const fetchImpl of [
      answer(429, { status: 'error', errors: { _form: 'Too many requests' } }),
      answer(500, 'Internal Server Error'),
      answer(200, { status: 'ok' }),
      answer(200, { ok: true }),
    ]) {
      expect((await postLead(request(), 'k', fetchImpl)).kind).toBe('failed')
    }
  })

  it('a busy store (503 with a short Retry-After) is sent again with the same key, then given up', async () => {
    const busy = () =>
      new Response(JSON.stringify({ status: 'error', errors: { _form: 'busy' } }), {
        status: 503,
        headers: { 'Retry-After': '2' },
      })
    const waits: number[] = []
    const wait = async (ms: number) => void waits.push(ms)
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(new Response(JSON.stringify({ status: 'success', id: 'lead-3' })))
    expect(await postLead(request(), 'key-7', fetchImpl, wait)).toEqual({
      kind: 'success',
      id: 'lead-3',
    })
    expect(waits).toEqual([2000])
    const keys = fetchImpl.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'],
    )
    expect(keys).toEqual(['key-7', 'key-7'])

    const alwaysBusy = vi.fn<typeof fetch>(() => Promise.resolve(busy()))
    expect((await postLead(request(), 'k', alwaysBusy, wait)).kind).toBe('failed')
    expect(alwaysBusy).toHaveBeenCalledTimes(5)
    // A store that is down (Retry-After 30) is not waited for: the visitor sees the failure.
    const down = answer(503, { status: 'error', errors: { _form: 'down' } })
    expect((await postLead(request(), 'k', down, wait)).kind).toBe('failed')
    expect(down).toHaveBeenCalledTimes(1)
  })

  it('a network failure is failed, never thrown', async () => {
    const error = new TypeError('Failed to fetch')
    expect(await postLead(request(), 'k', () => Promise.reject(error))).toEqual({
      kind: 'failed',
      error,
    })
  })
})
