import 'server-only'
// DESIGN §4.3: what the intake writes. A lead and its outbox row are committed together before
// the answer is sent; an idempotency key maps a retried submit to the lead it already created;
// the rate limit's buckets and the dropped-submission counters live here too.
import { randomUUID } from 'node:crypto'
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import { createBatcher } from './batch'
import { isStoreBusy } from './storeThread'
import { rowsOf, type LeadsDb } from './db'
import { leadDropCounts, leadDroppedKeys, leadOutbox, leads } from './schema'

/** What a visitor sent, as each stage keeps it: the intake stores it, the relay delivers it. */
export interface LeadContent {
  formId: string
  page: string
  values: Record<string, string>
  tracking: Record<string, string>
  userAgent: string | null
  /**
   * DESIGN §5a: null for a form without a form-routing provider; false for a provider form's lead
   * that came to the site instead of going through the provider (decided by the intake).
   */
  routed: boolean | null
}

export interface NewLead extends LeadContent {
  idempotencyKey: string | null
  requestHash: string
}

export type SaveOutcome =
  | { outcome: 'created'; id: string }
  /** The key was seen with the same submission: the first answer again. */
  | { outcome: 'replayed'; id: string }
  /** The key was seen with a different submission. */
  | { outcome: 'conflict' }

/**
 * Stores leads with their outbox rows. One statement writes both tables (data-modifying CTEs), and
 * a statement is one transaction: a lead is never stored without its outbox row, nor the other way
 * round. A key already used answers the lead stored under it; concurrent replays wait on the
 * unique index until the first insert commits, then see its row, so a double-click stores one lead
 * (also when both copies land in the same batch: the second row is skipped by ON CONFLICT). A key
 * already used by a dropped submission (saveDroppedKey) stores nothing and answers that one's id.
 */
export async function saveLeads(db: LeadsDb, batch: readonly NewLead[]): Promise<SaveOutcome[]> {
  if (batch.length === 0) return []
  const ids = batch.map(() => randomUUID())
  const rows = sql.join(
    batch.map(
      (lead, index) =>
        sql`(${ids[index]}::uuid, ${lead.formId}, ${lead.page}, ${JSON.stringify(lead.values)}::jsonb, ${JSON.stringify(lead.tracking)}::jsonb, ${lead.userAgent}, ${lead.idempotencyKey}, ${lead.requestHash}, ${lead.routed}::boolean)`,
    ),
    sql`, `,
  )
  const inserted = rowsOf<{ id: string }>(
    await db.execute(sql`
      with inserted as (
        insert into leads (id, form_id, page, values, tracking, user_agent, idempotency_key,
          request_hash, routed)
        select * from (values ${rows}) as v(id, form_id, page, field_values, tracking,
          user_agent, idem_key, request_hash, routed)
        where v.idem_key is null or not exists (
          select 1 from lead_dropped_keys d where d.idempotency_key = v.idem_key)
        on conflict (idempotency_key) do nothing
        returning id
      ), queued as (
        insert into lead_outbox (lead_id) select id from inserted returning lead_id
      )
      select lead_id as id from queued`),
  )
  const created = new Set(inserted.map((row) => row.id))
  const replayKeys = batch
    .filter((lead, index) => !created.has(ids[index] as string) && lead.idempotencyKey !== null)
    .map((lead) => lead.idempotencyKey as string)
  const existing = await answeredKeys(db, replayKeys)
  return batch.map((lead, index): SaveOutcome => {
    const id = ids[index] as string
    if (created.has(id)) return { outcome: 'created', id }
    const stored = lead.idempotencyKey === null ? undefined : existing.get(lead.idempotencyKey)
    // Not found cannot happen (the conflict proves the row exists); never store a second lead
    // under one key, answer a conflict instead.
    if (!stored || stored.requestHash !== lead.requestHash) return { outcome: 'conflict' }
    return { outcome: 'replayed', id: stored.id }
  })
}

export async function saveLead(db: LeadsDb, lead: NewLead): Promise<SaveOutcome> {
  const [outcome] = await saveLeads(db, [lead])
  return outcome ?? { outcome: 'conflict' }
}

/** The id and submission hash each key was first answered with: a stored or a dropped lead. */
async function answeredKeys(db: LeadsDb, keys: readonly string[]) {
  const answered = new Map<string, { id: string; requestHash: string }>()
  if (keys.length === 0) return answered
  const found = await db
    .select({ id: leads.id, key: leads.idempotencyKey, requestHash: leads.requestHash })
    .from(leads)
    .where(inArray(leads.idempotencyKey, [...keys]))
    .unionAll(
      db
        .select({
          id: leadDroppedKeys.id,
          key: leadDroppedKeys.idempotencyKey,
          requestHash: leadDroppedKeys.requestHash,
        })
        .from(leadDroppedKeys)
        .where(inArray(leadDroppedKeys.idempotencyKey, [...keys])),
    )
  for (const row of found) if (row.key) answered.set(row.key, row)
  return answered
}

/**
 * Issue 33: remembers the key of a submission answered as success but not stored, under an id
 * that looks like a lead's, and answers exactly as saveLead would: created the first time, the
 * same id for a replay of the same submission (whether the key first stored a lead or was
 * dropped), a conflict for another submission under the key. A bot retrying a key learns nothing.
 */
export async function saveDroppedKey(
  db: LeadsDb,
  entry: { idempotencyKey: string; requestHash: string },
): Promise<SaveOutcome> {
  const id = randomUUID()
  const inserted = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into lead_dropped_keys (idempotency_key, id, request_hash)
      select ${entry.idempotencyKey}, ${id}::uuid, ${entry.requestHash}
      where not exists (select 1 from leads where idempotency_key = ${entry.idempotencyKey})
      on conflict (idempotency_key) do nothing
      returning id`),
  )
  if (inserted.length > 0) return { outcome: 'created', id }
  const first = (await answeredKeys(db, [entry.idempotencyKey])).get(entry.idempotencyKey)
  if (!first || first.requestHash !== entry.requestHash) return { outcome: 'conflict' }
  return { outcome: 'replayed', id: first.id }
}

export interface RateDecision {
  allowed: boolean
  /** Seconds until one token is back (0 when allowed). */
  retryAfterSeconds: number
}

export interface RateLimit {
  perMinute: number
  burst: number
}

/**
 * A token bucket per client key, in the database so concurrent requests and several instances
 * share it (DESIGN §5). The bucket refills `perMinute` tokens a minute up to `burst`. `requests`
 * maps each key to how many requests want a token now; the answer maps each key to how many got
 * one. A refused request takes no token, so a client that waits gets through again.
 */
export async function takeTokens(
  db: LeadsDb,
  requests: ReadonlyMap<string, number>,
  limit: RateLimit,
): Promise<Map<string, { granted: number; tokens: number }>> {
  const answer = new Map<string, { granted: number; tokens: number }>()
  if (requests.size === 0) return answer
  const perSecond = limit.perMinute / 60
  const burst = limit.burst
  const wanted = sql.join(
    [...requests].map(([key, count]) => sql`(${key}::text, ${count}::int)`),
    sql`, `,
  )
  const refill = sql`least(${burst}::float8, b.tokens + extract(epoch from clock_timestamp() - b.updated_at)::float8 * ${perSecond}::float8)`
  const result = await db.execute(sql`
    insert into lead_rate_limits as b (key, tokens, last_granted, updated_at)
    select r.key, ${burst}::float8 - least(r.n, ${burst}::int), least(r.n, ${burst}::int),
      clock_timestamp()
    from (values ${wanted}) as r(key, n)
    on conflict (key) do update set
      last_granted = least(excluded.last_granted, floor(${refill})::int),
      tokens = ${refill} - least(excluded.last_granted, floor(${refill})::int),
      updated_at = clock_timestamp()
    returning key, tokens, last_granted`)
  for (const row of rowsOf<{ key: string; tokens: number | string; last_granted: number }>(
    result,
  )) {
    answer.set(row.key, { granted: Number(row.last_granted), tokens: Number(row.tokens) })
  }
  return answer
}

/** One request's token (tests and the single-request path). */
export async function takeToken(db: LeadsDb, key: string, limit: RateLimit): Promise<RateDecision> {
  const taken = (await takeTokens(db, new Map([[key, 1]]), limit)).get(key)
  return decide(taken, 0, limit)
}

function decide(
  taken: { granted: number; tokens: number } | undefined,
  position: number,
  limit: RateLimit,
): RateDecision {
  if (!taken || position < taken.granted) return { allowed: true, retryAfterSeconds: 0 }
  const missing = Math.max(0, 1 - taken.tokens) + (position - taken.granted)
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(missing / (limit.perMinute / 60))),
  }
}

/** Buckets untouched for longer than a full refill are full again: the row adds nothing. */
export async function pruneRateLimits(db: LeadsDb, limit: RateLimit) {
  const fullAfterSeconds = Math.ceil((limit.burst / limit.perMinute) * 60) + 60
  await db.execute(
    sql`delete from lead_rate_limits where updated_at < clock_timestamp() - make_interval(secs => ${fullAfterSeconds})`,
  )
}

/** The store as the intake uses it: writes from concurrent requests are batched (batch.ts). */
export interface LeadStore {
  saveLead(lead: NewLead): Promise<SaveOutcome>
  saveDroppedKey(entry: { idempotencyKey: string; requestHash: string }): Promise<SaveOutcome>
  takeToken(key: string): Promise<RateDecision>
  countDropped(formId: string, reason: DropReason): Promise<void>
}

export function createLeadStore(db: LeadsDb, limit: RateLimit): LeadStore {
  const saves = createBatcher((batch: NewLead[]) => saveLeads(db, batch), 100, isStoreBusy)
  const takes = createBatcher(
    async (keys: string[]) => {
      const counts = new Map<string, number>()
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
      const taken = await takeTokens(db, counts, limit)
      const seen = new Map<string, number>()
      return keys.map((key) => {
        const position = seen.get(key) ?? 0
        seen.set(key, position + 1)
        return decide(taken.get(key), position, limit)
      })
    },
    200,
    isStoreBusy,
  )
  return {
    saveLead: (lead) => saves.push(lead),
    saveDroppedKey: (entry) => saveDroppedKey(db, entry),
    takeToken: (key) => takes.push(key),
    countDropped: (formId, reason) => countDropped(db, formId, reason),
  }
}

export type DropReason = 'honeypot' | 'too_fast'

/** Counts a submission answered as success but not stored (no personal data in the counter). */
export async function countDropped(db: LeadsDb, formId: string, reason: DropReason) {
  await db
    .insert(leadDropCounts)
    .values({ day: sql`current_date`, formId, reason, count: 1 })
    .onConflictDoUpdate({
      target: [leadDropCounts.day, leadDropCounts.formId, leadDropCounts.reason],
      set: { count: sql`${leadDropCounts.count} + 1` },
    })
}

export interface StoredLead extends LeadContent {
  id: string
  createdAt: Date
  deliveredAt: Date | null
  attempts: number
  lastError: string | null
}

/** Every lead (optionally since a time), oldest first, with its delivery state (operator export). */
export async function listLeads(db: LeadsDb, since?: Date): Promise<StoredLead[]> {
  return db
    .select({
      id: leads.id,
      formId: leads.formId,
      page: leads.page,
      values: leads.values,
      tracking: leads.tracking,
      userAgent: leads.userAgent,
      routed: leads.routed,
      createdAt: leads.createdAt,
      deliveredAt: leadOutbox.deliveredAt,
      attempts: sql<number>`coalesce(${leadOutbox.attempts}, 0)`.mapWith(Number),
      lastError: leadOutbox.lastError,
    })
    .from(leads)
    .leftJoin(leadOutbox, eq(leadOutbox.leadId, leads.id))
    .where(since ? and(gte(leads.createdAt, since)) : undefined)
    .orderBy(asc(leads.createdAt), asc(leads.id))
}

export interface OutboxStatus {
  leads: number
  delivered: number
  pending: number
  failing: number
  dropped: { day: string; formId: string; reason: string; count: number }[]
}

/** Counts for `npm run leads -- status`: how many leads, delivered, waiting, failing. */
export async function outboxStatus(db: LeadsDb): Promise<OutboxStatus> {
  const [counts] = rowsOf<Record<string, number | string>>(
    await db.execute(sql`
      select
        (select count(*) from leads) as leads,
        count(*) filter (where delivered_at is not null) as delivered,
        count(*) filter (where delivered_at is null) as pending,
        count(*) filter (where delivered_at is null and attempts > 0) as failing
      from lead_outbox`),
  )
  const dropped = await db
    .select()
    .from(leadDropCounts)
    .orderBy(asc(leadDropCounts.day), asc(leadDropCounts.formId))
  return {
    leads: Number(counts?.leads ?? 0),
    delivered: Number(counts?.delivered ?? 0),
    pending: Number(counts?.pending ?? 0),
    failing: Number(counts?.failing ?? 0),
    dropped: dropped.map((row) => ({ ...row, day: String(row.day) })),
  }
}
