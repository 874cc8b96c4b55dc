import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { sql } = await import('drizzle-orm')
const { createLeadStore, listLeads, saveLead, saveLeads, takeToken, takeTokens } =
  await import('./store')
const { memoryDatabasePerFile } = await import('./testing')
const { createBatcher } = await import('./batch')

const db = memoryDatabasePerFile()
const lead = (n: number, key: string | null = `key-${n}`) => ({
  formId: 'form-demo',
  page: '/demo',
  values: { firstName: `Ada ${n}` },
  tracking: {},
  userAgent: 'vitest',
  idempotencyKey: key,
  requestHash: `hash-${n}`,
  routed: null,
})
const count = async (table: string) =>
  Number(
    (
      (await db().execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[]
      }
    ).rows[0]?.n,
  )

describe('saveLeads: lead and outbox row in one transaction', () => {
  it('writes a batch, answering created / replayed / conflict per item', async () => {
    await saveLead(db(), lead(0, 'seen'))
    const outcomes = await saveLeads(db(), [
      lead(1),
      lead(2, null),
      { ...lead(0, 'seen') },
      { ...lead(3, 'seen') },
      lead(4, 'twice'),
      lead(4, 'twice'),
    ])
    expect(outcomes.map((o) => o.outcome)).toEqual([
      'created',
      'created',
      'replayed',
      'conflict',
      'created',
      'replayed',
    ])
    expect(outcomes[4]).toEqual(outcomes[5] && { ...outcomes[5], outcome: 'created' })
    expect(await count('leads')).toBe(4)
    expect(await count('lead_outbox')).toBe(4)
  })

  it('stores neither row when the outbox write fails', async () => {
    await db().execute(sql`alter table lead_outbox add constraint no_rows check (false)`)
    try {
      await expect(saveLead(db(), lead(1))).rejects.toThrow()
      expect(await count('leads')).toBe(0)
    } finally {
      await db().execute(sql`alter table lead_outbox drop constraint no_rows`)
    }
  })

  it('lists leads with their delivery state, since a time', async () => {
    await saveLead(db(), lead(1))
    const all = await listLeads(db())
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({ formId: 'form-demo', attempts: 0, deliveredAt: null })
    expect(await listLeads(db(), new Date(Date.now() + 60_000))).toHaveLength(0)
  })

  it("keeps a provider form's lead marked as not routed, and an ordinary form's unmarked", async () => {
    await saveLeads(db(), [lead(1), { ...lead(2), formId: 'form-enterprise', routed: false }])
    const listed = await listLeads(db())
    expect(listed.map(({ formId, routed }) => ({ formId, routed }))).toEqual(
      expect.arrayContaining([
        { formId: 'form-demo', routed: null },
        { formId: 'form-enterprise', routed: false },
      ]),
    )
  })
})

describe('rate limit token bucket (in the database)', () => {
  it('lets `burst` requests through, then refuses until tokens refill', async () => {
    const limit = { perMinute: 60, burst: 3 }
    const decisions = []
    for (let i = 0; i < 4; i++) decisions.push(await takeToken(db(), 'ip:a', limit))
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false])
    expect(decisions[3]?.retryAfterSeconds).toBe(1)
    // Another key has its own bucket.
    expect((await takeToken(db(), 'ip:b', limit)).allowed).toBe(true)
    // One second later (60/min = 1 token/s) one more request passes.
    await db().execute(
      sql`update lead_rate_limits set updated_at = updated_at - interval '1.1 second' where key = 'ip:a'`,
    )
    expect((await takeToken(db(), 'ip:a', limit)).allowed).toBe(true)
    expect((await takeToken(db(), 'ip:a', limit)).allowed).toBe(false)
  })

  it('grants a batch of requests on one key no more than the bucket holds', async () => {
    const taken = await takeTokens(db(), new Map([['ip:c', 5]]), { perMinute: 1, burst: 2 })
    expect(taken.get('ip:c')).toEqual({ granted: 2, tokens: 0 })
    const store = createLeadStore(db(), { perMinute: 1, burst: 2 })
    const answers = await Promise.all([
      store.takeToken('ip:d'),
      store.takeToken('ip:d'),
      store.takeToken('ip:d'),
    ])
    expect(answers.map((a) => a.allowed)).toEqual([true, true, false])
    expect(answers[2]?.retryAfterSeconds).toBe(60)
  })
})

describe('createBatcher', () => {
  it('batches concurrent pushes and isolates an item that fails', async () => {
    const batches: number[][] = []
    const batcher = createBatcher(async (items: number[]) => {
      batches.push(items)
      if (items.includes(3)) throw new Error('poison')
      return items.map((n) => n * 10)
    })
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => batcher.push(n)))
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'rejected'))).toEqual([
      10,
      20,
      'rejected',
      40,
    ])
    expect(batches[0]).toEqual([1, 2, 3, 4])
  })

  it('fails a batch the store turned away, and everything queued behind it, at once', async () => {
    const busy = Object.assign(new Error('busy'), { code: 'LEADS_BUSY' })
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const calls: number[][] = []
    const batcher = createBatcher(
      async (items: number[]) => {
        calls.push(items)
        await held
        throw busy
      },
      100,
      (error) => error === busy,
    )
    const first = batcher.push(1)
    await new Promise((resolve) => setImmediate(resolve))
    const queued = [batcher.push(2), batcher.push(3)]
    release()
    const results = await Promise.allSettled([first, ...queued])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected'])
    // One store call only: nothing retried one by one, the queued items never sent.
    expect(calls).toEqual([[1]])
  })
})
