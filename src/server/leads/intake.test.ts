import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { sql } = await import('drizzle-orm')
const { handleFormSubmit, INTAKE_MESSAGES } = await import('./intake')
const {
  demoLead,
  jsonRequest,
  intakeDeps,
  testConfig,
  memoryDatabasePerFile,
  queryRows,
  storedLeadCount,
} = await import('./testing')
const { MESSAGES } = await import('@/leads/leadRules')
type Deps = import('./intake').IntakeDeps

const db = memoryDatabasePerFile()
const logs: string[] = []

function deps(overrides: Partial<Deps> = {}, limit = { perMinute: 1000, burst: 1000 }): Deps {
  const config = testConfig({ rateLimitPerMinute: limit.perMinute, rateLimitBurst: limit.burst })
  return intakeDeps(db(), logs, { config, limit }, overrides)
}

const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  queryRows<T>(db(), query)
const leadCount = () => storedLeadCount(db())

beforeEach(() => {
  logs.length = 0
})

describe('POST /api/formSubmit: JSON', () => {
  it('stores a valid lead with its outbox row and answers 201 with its id', async () => {
    const response = await handleFormSubmit(jsonRequest(demoLead(), { key: 'k-1' }), deps())
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({ status: 'success', id: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    const [lead] = await rows<Record<string, unknown>>(sql`select * from leads`)
    expect(lead).toMatchObject({
      id: body.id,
      form_id: 'form-demo',
      page: '/demo',
      idempotency_key: 'k-1',
      tracking: { utm_source: 'newsletter' },
    })
    // Meta keys and unknown fields are not stored as values.
    expect(Object.keys(lead?.values as object).sort()).toEqual(
      ['company', 'firstName', 'lastName', 'teamSize', 'workEmail'].sort(),
    )
    const outbox = await rows(sql`select lead_id, delivered_at from lead_outbox`)
    expect(outbox).toEqual([{ lead_id: body.id, delivered_at: null }])
  })

  it('answers a replayed key with the same id and stores one lead (200, Idempotent-Replayed)', async () => {
    const first = await handleFormSubmit(jsonRequest(demoLead(), { key: 'same' }), deps())
    const again = await handleFormSubmit(jsonRequest(demoLead(), { key: 'same' }), deps())
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect((await again.json()).id).toBe((await first.json()).id)
    expect(await leadCount()).toBe(1)
  })

  it('stores one lead for concurrent replays of one key', async () => {
    const d = deps()
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        handleFormSubmit(jsonRequest(demoLead(), { key: 'dbl' }), d),
      ),
    )
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1)
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(11)
    expect(await leadCount()).toBe(1)
  })

  it('refuses a key reused with a different submission (422) and stores nothing new', async () => {
    await handleFormSubmit(jsonRequest(demoLead(1), { key: 'reuse' }), deps())
    const response = await handleFormSubmit(jsonRequest(demoLead(2), { key: 'reuse' }), deps())
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      status: 'error',
      errors: { _form: INTAKE_MESSAGES.keyReused },
    })
    expect(await leadCount()).toBe(1)
  })

  it('answers field errors with 422 and the SPEC §8 messages, storing nothing', async () => {
    const response = await handleFormSubmit(
      jsonRequest({ ...demoLead(), workEmail: 'ceo@gmail.com', company: '  ' }, { key: 'bad' }),
      deps(),
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      status: 'error',
      errors: { workEmail: MESSAGES.workEmail, company: MESSAGES.required },
    })
    expect(await leadCount()).toBe(0)
  })

  it('answers an unknown form with 422 and errors.formId, and a bad page with errors.page', async () => {
    const unknown = await handleFormSubmit(
      jsonRequest({ ...demoLead(), formId: 'form-nope' }),
      deps(),
    )
    expect(unknown.status).toBe(422)
    expect((await unknown.json()).errors).toHaveProperty('formId')
    const offsite = await handleFormSubmit(
      jsonRequest({ ...demoLead(), page: 'https://evil.example/' }),
      deps(),
    )
    expect(offsite.status).toBe(422)
    expect((await offsite.json()).errors).toHaveProperty('page')
  })

  it.each([
    ['malformed JSON', '{"formId": "form-demo",', 400],
    ['an array', '[1,2,3]', 400],
    ['a nested object', JSON.stringify({ ...demoLead(), company: { $gt: '' } }), 400],
    ['a huge number', JSON.stringify(demoLead()).replace('5000', '1e400'), 400],
  ])('answers %s with %i and a JSON error', async (_label, body, status) => {
    const response = await handleFormSubmit(jsonRequest(body), deps())
    expect(response.status).toBe(status)
    const json = await response.json()
    expect(json.status).toBe('error')
    expect(Object.keys(json.errors).length).toBeGreaterThan(0)
  })

  it('answers 415 for other content types and 413 above 32 KB (read while streaming)', async () => {
    const text = new Request('http://127.0.0.1/api/formSubmit', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(demoLead()),
    })
    expect((await handleFormSubmit(text, deps())).status).toBe(415)
    // Issue 48: the form without JavaScript posts to its own page now (noScriptForm.ts).
    const urlencoded = new Request('http://127.0.0.1/api/formSubmit', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'formId=form-demo&page=%2Fdemo',
    })
    const refused = await handleFormSubmit(urlencoded, deps())
    expect(refused.status).toBe(415)
    expect(refused.headers.get('accept-post')).toBe('application/json')
    expect(await leadCount()).toBe(0)
    const latin1 = jsonRequest(demoLead(), {
      headers: { 'content-type': 'application/json; charset=latin1' },
    })
    expect((await handleFormSubmit(latin1, deps())).status).toBe(415)
    const big = JSON.stringify({ ...demoLead(), message: 'x'.repeat(40_000) })
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big))
        controller.close()
      },
    })
    const chunked = new Request('http://127.0.0.1/api/formSubmit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    const response = await handleFormSubmit(chunked, deps())
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      status: 'error',
      errors: { _form: INTAKE_MESSAGES.tooLarge },
    })
  })

  it('answers 403 to a cross-origin browser post and accepts its own or the site origin', async () => {
    const evil = jsonRequest(demoLead(), { headers: { origin: 'https://evil.example' } })
    expect((await handleFormSubmit(evil, deps())).status).toBe(403)
    const nullOrigin = jsonRequest(demoLead(), { headers: { origin: 'null' } })
    expect((await handleFormSubmit(nullOrigin, deps())).status).toBe(403)
    const crossSite = jsonRequest(demoLead(), { headers: { 'sec-fetch-site': 'cross-site' } })
    expect((await handleFormSubmit(crossSite, deps())).status).toBe(403)
    const site = jsonRequest(demoLead(1), {
      key: 'o1',
      headers: { origin: 'https://forgeline.example' },
    })
    expect((await handleFormSubmit(site, deps())).status).toBe(201)
    const own = jsonRequest(demoLead(2), {
      key: 'o2',
      headers: { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
    })
    expect((await handleFormSubmit(own, deps())).status).toBe(201)
  })

  it('refuses an unusable Idempotency-Key', async () => {
    const response = await handleFormSubmit(jsonRequest(demoLead(), { key: 'a b' }), deps())
    expect(response.status).toBe(400)
  })
})

describe('a form sent through the form-routing provider (DESIGN §5a)', () => {
  /** form-enterprise has `defaultDotComForm: true`: the browser came here instead. */
  const enterpriseLead = (extra: Record<string, unknown> = {}) => ({
    formId: 'form-enterprise',
    page: '/solutions/enterprise',
    firstName: 'Ada',
    lastName: 'Lovelace',
    workEmail: 'ada@analytical-engines.example',
    company: 'Analytical Engines',
    employees: 'Fewer than 500',
    _elapsedMs: 5000,
    ...extra,
  })
  const routedColumn = async () =>
    (await rows<{ form_id: string; routed: boolean | null }>(
      sql`select form_id, routed from leads order by form_id`,
    )) as { form_id: string; routed: boolean | null }[]

  it('stores the lead like any other, marked as not routed; an ordinary form stays unmarked', async () => {
    const provider = await handleFormSubmit(jsonRequest(enterpriseLead(), { key: 'p1' }), deps())
    expect(provider.status).toBe(201)
    const ordinary = await handleFormSubmit(jsonRequest(demoLead(), { key: 'o1' }), deps())
    expect(ordinary.status).toBe(201)
    expect(await routedColumn()).toEqual([
      { form_id: 'form-demo', routed: null },
      { form_id: 'form-enterprise', routed: false },
    ])
    const outbox = await rows(sql`select lead_id from lead_outbox`)
    expect(outbox).toHaveLength(2)
  })

  it('decides the mark itself: a request cannot claim its lead was routed', async () => {
    const response = await handleFormSubmit(
      jsonRequest(enterpriseLead({ routed: 'true' }), { key: 'p2' }),
      deps(),
    )
    expect(response.status).toBe(201)
    expect(await routedColumn()).toEqual([{ form_id: 'form-enterprise', routed: false }])
  })

  it("answers the provider form's field errors as any form's (422)", async () => {
    const response = await handleFormSubmit(
      jsonRequest(enterpriseLead({ workEmail: 'ceo@gmail.com' }), { key: 'p3' }),
      deps(),
    )
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual({ workEmail: MESSAGES.workEmail })
    expect(await leadCount()).toBe(0)
  })
})

describe('abuse: honeypot, time-to-submit, rate limit (DESIGN §4.3)', () => {
  it('answers a filled honeypot like a success, stores no lead and counts it', async () => {
    const response = await handleFormSubmit(
      jsonRequest({ ...demoLead(), _website: 'http://spam.example' }, { key: 'bot' }),
      deps(),
    )
    expect(response.status).toBe(201)
    expect((await response.json()).status).toBe('success')
    expect(await leadCount()).toBe(0)
    expect(await rows(sql`select form_id, reason, count from lead_drop_counts`)).toEqual([
      { form_id: 'form-demo', reason: 'honeypot', count: 1 },
    ])
    expect(logs.join('\n')).not.toContain('spam.example')
  })

  it('answers a too-fast submission like a success and stores nothing', async () => {
    const response = await handleFormSubmit(
      jsonRequest({ ...demoLead(), _elapsedMs: 300 }, { key: 'fast' }),
      deps(),
    )
    expect(response.status).toBe(201)
    expect(await leadCount()).toBe(0)
    expect(await rows(sql`select reason, count from lead_drop_counts`)).toEqual([
      { reason: 'too_fast', count: 1 },
    ])
  })

  it('takes 1.5 s by default for a person: 1,499 ms is dropped, 1,500 ms stored', async () => {
    const d = deps()
    await handleFormSubmit(jsonRequest({ ...demoLead(), _elapsedMs: 1499 }, { key: 'bot' }), d)
    expect(await leadCount()).toBe(0)
    await handleFormSubmit(jsonRequest({ ...demoLead(), _elapsedMs: 1500 }, { key: 'person' }), d)
    expect(await leadCount()).toBe(1)
  })

  it('counts a JSON submission without _elapsedMs as too fast (issue 33)', async () => {
    const withoutElapsed: Record<string, unknown> = demoLead()
    delete withoutElapsed._elapsedMs
    const response = await handleFormSubmit(jsonRequest(withoutElapsed, { key: 'no-time' }), deps())
    expect(response.status).toBe(201)
    expect((await response.json()).status).toBe('success')
    expect(await leadCount()).toBe(0)
    expect(await rows(sql`select reason, count from lead_drop_counts`)).toEqual([
      { reason: 'too_fast', count: 1 },
    ])
  })

  /** Status, headers (all but Date) and body shape of a first answer and of a replay. */
  async function firstAndReplay(lead: Record<string, unknown>, key: string) {
    const d = deps()
    const answers = [
      await handleFormSubmit(jsonRequest(lead, { key }), d),
      await handleFormSubmit(jsonRequest(lead, { key }), d),
    ]
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    return {
      sameId: bodies[0].id === bodies[1].id,
      answers: answers.map((answer, index) => ({
        status: answer.status,
        headers: [...answer.headers].filter(([name]) => name !== 'date'),
        body: { ...bodies[index], id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      })),
    }
  }

  it.each([
    ['a filled honeypot', { _website: 'http://spam.example' }],
    ['a too-fast submit', { _elapsedMs: 200 }],
  ])('replays a key dropped for %s exactly like a stored lead (issue 33)', async (_, extra) => {
    const stored = await firstAndReplay(demoLead('stored'), 'kept')
    const dropped = await firstAndReplay(demoLead('dropped', extra), 'dropped')
    expect(dropped).toEqual(stored)
    expect(stored.answers.map((answer) => answer.status)).toEqual([201, 200])
    expect(await leadCount()).toBe(1)
  })

  it('replays a dropped key even when the retry itself would be stored (issue 33)', async () => {
    const d = deps()
    const bot = await handleFormSubmit(
      jsonRequest(demoLead(1, { _elapsedMs: 100 }), { key: 'k' }),
      d,
    )
    const slow = await handleFormSubmit(jsonRequest(demoLead(1), { key: 'k' }), d)
    expect([bot.status, slow.status]).toEqual([201, 200])
    expect(slow.headers.get('idempotent-replayed')).toBe('true')
    expect((await slow.json()).id).toBe((await bot.json()).id)
    const other = await handleFormSubmit(jsonRequest(demoLead(2), { key: 'k' }), d)
    expect(other.status).toBe(422)
    expect(await leadCount()).toBe(0)
  })

  it('limits each client address with a token bucket and a Retry-After', async () => {
    const d = deps({}, { perMinute: 2, burst: 2 })
    const statuses = []
    for (let i = 0; i < 3; i++) {
      const response = await handleFormSubmit(jsonRequest(demoLead(i), { key: `rl-${i}` }), d)
      statuses.push(response.status)
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
        expect((await response.json()).errors._form).toBe(INTAKE_MESSAGES.rateLimited)
      }
    }
    expect(statuses).toEqual([201, 201, 429])
    expect(await leadCount()).toBe(2)
  })

  it('answers 503 with JSON when the store cannot be opened', async () => {
    const response = await handleFormSubmit(
      jsonRequest(demoLead()),
      deps({ store: () => Promise.reject(new Error('ECONNREFUSED')) }),
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    expect((await response.json()).errors._form).toBe(INTAKE_MESSAGES.unavailable)
  })
})
