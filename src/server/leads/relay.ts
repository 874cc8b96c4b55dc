import 'server-only'
// DESIGN §4.3 and §5: the outbox relay. Due rows are claimed with FOR UPDATE SKIP LOCKED and a
// lease, so any number of workers (server instances, `npm run leads -- relay`) share the outbox
// and none sends a lead another is sending. Each lead is POSTed to LEADS_WEBHOOK_URL with
// `Idempotency-Key: <lead id>`, so the CRM can drop the rare repeat after a crash between its
// answer and our commit. Failures are retried with exponential backoff and jitter, for ever: an
// operator sees attempts and the last error (`npm run leads -- status`) and fixes the webhook.
import { createHmac, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { IDEMPOTENCY_HEADER } from '@/leads/leadContract'
import { leaseMsFor, type LeadsConfig } from './config'
import { errorCode, rowsOf, type LeadsDb } from './db'
import type { LeadContent, StoredLead } from './store'

export type RelayConfig = Pick<
  LeadsConfig,
  | 'webhookUrl'
  | 'webhookSecret'
  | 'webhookTimeoutMs'
  | 'relayBatchSize'
  | 'relayIntervalMs'
  | 'backoffBaseMs'
  | 'backoffMaxMs'
>

export interface RelayOptions {
  db: LeadsDb
  config: RelayConfig
  fetch?: typeof fetch
  log?: (line: string) => void
  random?: () => number
}

/** What the CRM receives for one lead: the stored lead as JSON, without its delivery state. */
export type LeadDelivery = Pick<StoredLead, 'id' | keyof LeadContent> & { createdAt: string }

/** A claimed outbox row with its lead, under the lead's own names. */
type ClaimedRow = Omit<LeadDelivery, 'createdAt'> & {
  attempts: number
  /** Milliseconds since the epoch: raw rows carry timestamps as text in a driver's own format. */
  createdMs: number | string
}

/**
 * Exponential backoff with "equal jitter": half the delay fixed, half random, so workers that
 * failed together do not retry together. attempts = deliveries tried so far (1 after the first).
 */
export function backoffDelayMs(
  attempts: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30)
  const delay = Math.min(maxMs, baseMs * 2 ** exponent)
  return Math.round(delay / 2 + random() * (delay / 2))
}

/** Claims up to `limit` due rows for this worker: one statement, so the claim is atomic. */
async function claimDue(db: LeadsDb, limit: number, leaseMs: number, token: string) {
  const result = await db.execute(sql`
    update lead_outbox as o set
      locked_until = clock_timestamp() + make_interval(secs => ${leaseMs / 1000}),
      lock_token = ${token},
      attempts = o.attempts + 1,
      last_attempt_at = clock_timestamp()
    from leads as l
    where l.id = o.lead_id and o.lead_id in (
      select lead_id from lead_outbox
      where delivered_at is null
        and next_attempt_at <= clock_timestamp()
        and (locked_until is null or locked_until < clock_timestamp())
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning o.lead_id as id, o.attempts, l.form_id as "formId", l.page, l.values, l.tracking,
      l.user_agent as "userAgent", l.routed, (extract(epoch from l.created_at) * 1000)::float8 as "createdMs"`)
  return rowsOf<ClaimedRow>(result)
}

function toDelivery(row: ClaimedRow): LeadDelivery {
  const { id, formId, page, values, tracking, userAgent } = row
  const createdAt = new Date(Number(row.createdMs)).toISOString()
  // DESIGN §5a: the CRM sees a provider form's lead that the provider did not route.
  const routed = row.routed ?? null
  return { id, formId, page, values, tracking, userAgent, routed, createdAt }
}

/** `sha256=<hex>` HMAC of the body with LEADS_WEBHOOK_SECRET, for the CRM to verify. */
export function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

type DeliveryResult = { ok: true } | { ok: false; error: string }

async function post(delivery: LeadDelivery, options: RelayOptions): Promise<DeliveryResult> {
  const { config } = options
  const body = JSON.stringify(delivery)
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': 'forgeline-leads-relay/1',
    [IDEMPOTENCY_HEADER]: delivery.id,
  }
  if (config.webhookSecret) headers['X-Leads-Signature'] = signature(config.webhookSecret, body)
  try {
    const response = await (options.fetch ?? fetch)(config.webhookUrl, {
      method: 'POST',
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(config.webhookTimeoutMs),
    })
    // The CRM's answer body is never read into the log: it may echo the lead.
    await response.body?.cancel().catch(() => {})
    return response.ok ? { ok: true } : { ok: false, error: `HTTP ${response.status}` }
  } catch (error) {
    const name = (error as { name?: string }).name
    if (name === 'TimeoutError' || name === 'AbortError') {
      return { ok: false, error: `timeout after ${config.webhookTimeoutMs} ms` }
    }
    return { ok: false, error: `network error: ${errorCode(error)}` }
  }
}

export interface RelayTotals {
  claimed: number
  delivered: number
  failed: number
}

/** Claims one batch and delivers it. With no webhook configured, nothing is claimed or sent. */
export async function relayBatch(options: RelayOptions): Promise<RelayTotals> {
  const { db, config } = options
  const totals: RelayTotals = { claimed: 0, delivered: 0, failed: 0 }
  if (!config.webhookUrl) return totals
  const token = randomUUID()
  const rows = await claimDue(db, config.relayBatchSize, leaseMsFor(config), token)
  totals.claimed = rows.length
  await Promise.all(
    rows.map(async (row) => {
      const result = await post(toDelivery(row), options)
      if (result.ok) {
        totals.delivered++
        await db.execute(sql`
          update lead_outbox set delivered_at = clock_timestamp(), locked_until = null,
            last_error = null
          where lead_id = ${row.id} and lock_token = ${token}`)
        return
      }
      totals.failed++
      const delay = backoffDelayMs(
        row.attempts,
        config.backoffBaseMs,
        config.backoffMaxMs,
        options.random,
      )
      ;(options.log ?? console.error)(
        `[leads] delivery of lead ${row.id} failed (attempt ${row.attempts}): ${result.error}; retry in ${Math.round(delay / 1000)} s`,
      )
      await db.execute(sql`
        update lead_outbox set locked_until = null, last_error = ${result.error},
          next_attempt_at = clock_timestamp() + make_interval(secs => ${delay / 1000})
        where lead_id = ${row.id} and lock_token = ${token}`)
    }),
  )
  return totals
}

/** Relays batches until none is due (`npm run leads -- relay --once`). */
export async function drainOutbox(options: RelayOptions): Promise<RelayTotals> {
  const totals: RelayTotals = { claimed: 0, delivered: 0, failed: 0 }
  for (;;) {
    const batch = await relayBatch(options)
    totals.claimed += batch.claimed
    totals.delivered += batch.delivered
    totals.failed += batch.failed
    if (batch.claimed < options.config.relayBatchSize) return totals
  }
}

export interface RunningRelay {
  /** Runs soon (a lead was just stored) instead of at the next interval. */
  kick(): void
  /** What this worker did since it started. */
  totals(): RelayTotals
  stop(): Promise<void>
}

/** The relay loop of a server process or of `npm run leads -- relay`. */
export function startRelay(options: RelayOptions): RunningRelay {
  const log = options.log ?? console.error
  let timer: NodeJS.Timeout | undefined
  let dueAt = 0
  let running: Promise<void> | null = null
  let again = false
  let stopped = false
  const sum: RelayTotals = { claimed: 0, delivered: 0, failed: 0 }

  const schedule = (delayMs: number) => {
    if (stopped) return
    clearTimeout(timer)
    dueAt = Date.now() + delayMs
    timer = setTimeout(run, delayMs)
    timer.unref()
  }
  function run() {
    if (running) {
      again = true
      return
    }
    running = drainOutbox(options)
      .then((totals) => {
        sum.claimed += totals.claimed
        sum.delivered += totals.delivered
        sum.failed += totals.failed
      })
      .catch((error: unknown) => log(`[leads] relay: ${errorCode(error)}`))
      .finally(() => {
        running = null
        const soon = again
        again = false
        schedule(soon ? 0 : options.config.relayIntervalMs)
      })
  }
  schedule(0)
  return {
    totals: () => ({ ...sum }),
    // A short pause gathers a burst of new leads into one claim; a run already due sooner stays.
    kick: () => {
      if (running) again = true
      else if (dueAt - Date.now() > 50) schedule(50)
    },
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
