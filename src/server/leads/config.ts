import 'server-only'
// DESIGN §4.3: every knob of the lead intake server, read from the environment once per process.
// Defaults are what a small marketing site needs; the README's "Lead intake server" section and
// .env.example list every variable.
import path from 'node:path'
import { formStampKey } from './formStamp'
import { parseProxyPeers, type ProxyPeers } from './proxyPeers'
import { withBuiltPublicEnv } from '@/lib/publicEnv'

export interface LeadsConfig {
  /** PostgreSQL connection string; empty means the embedded PGlite store. */
  databaseUrl: string
  /** PGlite data directory (DESIGN §1: `.data/` by default). */
  dataDir: string
  /** Apply pending migrations when the server starts. */
  autoMigrate: boolean
  /** CRM webhook the outbox relay posts to; empty means nothing is attempted. */
  webhookUrl: string
  /** Shared secret for the `X-Leads-Signature` HMAC of each delivery; empty means unsigned. */
  webhookSecret: string
  webhookTimeoutMs: number
  relayIntervalMs: number
  relayBatchSize: number
  backoffBaseMs: number
  backoffMaxMs: number
  /** Token bucket per client IP: refill rate and capacity. */
  rateLimitPerMinute: number
  rateLimitBurst: number
  /**
   * Minimum time between the form appearing and its submit: `_elapsedMs` of a JSON post, the age
   * of the server-issued stamp (formStamp.ts) of a post without JavaScript.
   */
  minElapsedMs: number
  /** Signs the no-JS form's start-time stamp: from LEADS_FORM_STAMP_SECRET, else per process. */
  formStampKey: Buffer
  /** 0: client IP from the socket; n > 0: the n-th X-Forwarded-For entry from the right. */
  trustProxyHops: number
  /**
   * TRUST_PROXY_FROM: the front's addresses; X-Forwarded-* is trusted only on a request whose
   * socket peer is one of them (issue 47). Default loopback.
   */
  trustProxyFrom: ProxyPeers
  /** The site's public origin, accepted by the Origin check besides the request's own. */
  siteOrigin: string | null
  /**
   * PGlite served to operator tools (served.mjs): how long a connection may sit idle inside a
   * transaction (the site's submissions wait meanwhile) before it is rolled back.
   */
  socketHoldMs: number
  /**
   * PGlite on its own thread (storeThread.ts): how long a submission waits for the store (an
   * operator's statement holds it) before it is answered 503 with Retry-After.
   */
  storeWaitMs: number
}

function int(value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value.trim() === '') return fallback
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= min ? Math.floor(parsed) : fallback
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase())
}

function originOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** TRUST_PROXY: '1'/'true' trusts one proxy hop, a number n trusts n hops, anything else none. */
function proxyHops(value: string | undefined): number {
  if (!value) return 0
  if (['true', 'yes', 'on'].includes(value.trim().toLowerCase())) return 1
  return int(value, 0)
}

export type Env = Readonly<Record<string, string | undefined>>

// The Origin check's site URL is the build's (issue 34: src/lib/publicEnv.ts).
export function readLeadsConfig(env: Env = withBuiltPublicEnv()): LeadsConfig {
  const dataDir = env.LEADS_DATA_DIR?.trim() || path.join('.data', 'leads')
  const rateLimitPerMinute = int(env.LEADS_RATE_LIMIT_PER_MINUTE, 10, 1)
  const webhookTimeoutMs = int(env.LEADS_WEBHOOK_TIMEOUT_MS, 10_000, 100)
  return {
    databaseUrl: env.DATABASE_URL?.trim() ?? '',
    // 'memory://' is an in-memory PGlite (tests). Resolved at run time from the operator's
    // setting: not a file of the build for the bundler to trace.
    dataDir: dataDir === 'memory://' ? dataDir : path.resolve(/*turbopackIgnore: true*/ dataDir),
    autoMigrate: flag(env.LEADS_AUTO_MIGRATE, true),
    webhookUrl: env.LEADS_WEBHOOK_URL?.trim() ?? '',
    webhookSecret: env.LEADS_WEBHOOK_SECRET ?? '',
    webhookTimeoutMs,
    relayIntervalMs: int(env.LEADS_RELAY_INTERVAL_MS, 2_000, 10),
    relayBatchSize: int(env.LEADS_RELAY_BATCH_SIZE, 20, 1),
    backoffBaseMs: int(env.LEADS_RELAY_BACKOFF_BASE_MS, 5_000, 1),
    backoffMaxMs: int(env.LEADS_RELAY_BACKOFF_MAX_MS, 3_600_000, 1),
    rateLimitPerMinute,
    rateLimitBurst: int(env.LEADS_RATE_LIMIT_BURST, rateLimitPerMinute, 1),
    minElapsedMs: int(env.LEADS_MIN_ELAPSED_MS, 1_500),
    formStampKey: formStampKey(env.LEADS_FORM_STAMP_SECRET ?? ''),
    trustProxyHops: proxyHops(env.TRUST_PROXY),
    trustProxyFrom: parseProxyPeers(env.TRUST_PROXY_FROM),
    siteOrigin: originOf(env.NEXT_PUBLIC_SITE_URL),
    socketHoldMs: int(env.LEADS_SOCKET_HOLD_MS, 2_000, 100),
    storeWaitMs: int(env.LEADS_STORE_WAIT_MS, 3_000, 100),
  }
}

/**
 * How long a claimed outbox row stays reserved for the worker that claimed it. Longer than any one
 * delivery can take (the webhook timeout), so a second worker never re-sends a lead whose delivery
 * is still in flight; after a crash the row is free again once the lease ends.
 */
export const leaseMsFor = (config: Pick<LeadsConfig, 'webhookTimeoutMs'>): number =>
  config.webhookTimeoutMs * 3 + 30_000
