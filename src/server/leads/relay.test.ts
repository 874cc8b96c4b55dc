import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { sql } = await import('drizzle-orm')
const { backoffDelayMs, drainOutbox, relayBatch, signature } = await import('./relay')
const { saveLead } = await import('./store')
const { testConfig, memoryDatabasePerFile } = await import('./testing')

const db = memoryDatabasePerFile()
let server: http.Server
let url = ''
let answers: number[] = []
const received: { key: string | undefined; signature: string | undefined; body: string }[] = []

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push({
        key: request.headers['idempotency-key'] as string | undefined,
        signature: request.headers['x-leads-signature'] as string | undefined,
        body,
      })
      response.writeHead(answers.shift() ?? 204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/crm`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  answers = []
  received.length = 0
})

const relayConfig = (overrides = {}) => ({
  ...testConfig({ webhookUrl: url, webhookSecret: 's3cret', backoffBaseMs: 1000 }),
  ...overrides,
})
async function store(n: number, routed: boolean | null = null) {
  const saved = await saveLead(db(), {
    formId: routed === null ? 'form-demo' : 'form-enterprise',
    page: '/demo',
    values: { firstName: `Ada ${n}` },
    tracking: { utm_source: 'x' },
    userAgent: 'Relay test browser',
    idempotencyKey: `k${n}`,
    requestHash: `h${n}`,
    routed,
  })
  return saved.outcome === 'created' ? saved.id : ''
}
const outbox = async () =>
  (
    (await db().execute(
      sql`select lead_id, attempts, last_error, delivered_at is not null as delivered, (extract(epoch from next_attempt_at) * 1000)::float8 as next_attempt_ms, locked_until from lead_outbox`,
    )) as unknown as {
      rows: {
        lead_id: string
        attempts: number
        last_error: string | null
        delivered: boolean
        next_attempt_ms: number
        locked_until: string | null
      }[]
    }
  ).rows

describe('outbox relay', () => {
  it('posts each lead once with Idempotency-Key = lead id and an HMAC signature', async () => {
    const id = await store(1)
    const totals = await drainOutbox({ db: db(), config: relayConfig() })
    expect(totals).toEqual({ claimed: 1, delivered: 1, failed: 0 })
    expect(received).toHaveLength(1)
    const [delivery] = received
    expect(delivery?.key).toBe(id)
    expect(delivery?.signature).toBe(signature('s3cret', delivery?.body ?? ''))
    // The whole body the webhook receives: the stored lead under its contract names.
    const body = JSON.parse(delivery?.body ?? '{}')
    expect(body).toEqual({
      id,
      formId: 'form-demo',
      page: '/demo',
      values: { firstName: 'Ada 1' },
      tracking: { utm_source: 'x' },
      userAgent: 'Relay test browser',
      routed: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    })
    expect(Math.abs(Date.parse(body.createdAt) - Date.now())).toBeLessThan(60_000)
    const [row] = await outbox()
    expect(row?.delivered).toBe(true)
    // Delivered rows are never sent again.
    await drainOutbox({ db: db(), config: relayConfig() })
    expect(received).toHaveLength(1)
  })

  it("tells the CRM that a provider form's lead was not routed (DESIGN §5a)", async () => {
    const id = await store(1, false)
    await drainOutbox({ db: db(), config: relayConfig() })
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({
      id,
      formId: 'form-enterprise',
      routed: false,
    })
  })

  it('keeps a failed delivery visible and retries it after a backoff', async () => {
    await store(1)
    answers = [502]
    const before = Date.now()
    const totals = await relayBatch({
      db: db(),
      config: relayConfig(),
      random: () => 0,
      log: () => {},
    })
    expect(totals).toEqual({ claimed: 1, delivered: 0, failed: 1 })
    const [row] = await outbox()
    expect(row).toMatchObject({
      attempts: 1,
      last_error: 'HTTP 502',
      delivered: false,
      locked_until: null,
    })
    // attempt 1, base 1 s, no jitter: retried after 0.5 s, not before.
    const wait = (row?.next_attempt_ms ?? 0) - before
    expect(wait).toBeGreaterThanOrEqual(400)
    expect(wait).toBeLessThan(2000)
    expect((await relayBatch({ db: db(), config: relayConfig() })).claimed).toBe(0)
    await db().execute(sql`update lead_outbox set next_attempt_at = now()`)
    expect(await drainOutbox({ db: db(), config: relayConfig() })).toMatchObject({
      delivered: 1,
    })
    expect((await outbox())[0]).toMatchObject({ attempts: 2, last_error: null })
  })

  it('records timeouts and unreachable webhooks without lead data', async () => {
    await store(1)
    const log: string[] = []
    await relayBatch({
      db: db(),
      config: relayConfig({ webhookUrl: 'http://127.0.0.1:9/nothing' }),
      log: (line) => log.push(line),
    })
    const [row] = await outbox()
    expect(row?.last_error).toMatch(/^network error/)
    expect(log.join('\n')).not.toContain('Ada')
  })

  it('attempts nothing without a webhook', async () => {
    await store(1)
    expect(await drainOutbox({ db: db(), config: relayConfig({ webhookUrl: '' }) })).toEqual({
      claimed: 0,
      delivered: 0,
      failed: 0,
    })
    expect((await outbox())[0]).toMatchObject({ attempts: 0, locked_until: null })
  })

  it('never gives two workers the same row (claims are leased)', async () => {
    for (let n = 0; n < 30; n++) await store(n)
    const config = relayConfig({ relayBatchSize: 7 })
    const results = await Promise.all([
      drainOutbox({ db: db(), config }),
      drainOutbox({ db: db(), config }),
    ])
    expect(results.reduce((sum, r) => sum + r.delivered, 0)).toBe(30)
    const keys = received.map((r) => r.key)
    expect(new Set(keys).size).toBe(30)
    expect(keys).toHaveLength(30)
  })
})

describe('backoffDelayMs', () => {
  it('doubles per attempt with equal jitter and a cap', () => {
    expect(backoffDelayMs(1, 1000, 60_000, () => 0)).toBe(500)
    expect(backoffDelayMs(1, 1000, 60_000, () => 1)).toBe(1000)
    expect(backoffDelayMs(4, 1000, 60_000, () => 1)).toBe(8000)
    expect(backoffDelayMs(40, 1000, 60_000, () => 1)).toBe(60_000)
    expect(backoffDelayMs(40, 1000, 60_000, () => 0)).toBe(30_000)
  })
})
