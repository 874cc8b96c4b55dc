import 'server-only'
// One leads store and one relay per server process. Next bundles instrumentation.ts and each
// route separately, so module state would be duplicated; the process-wide state lives on
// globalThis under a symbol instead (two PGlite instances on one directory would corrupt it).
import { blockedDomains } from '@/server/blockedDomains'
import { readLeadsConfig, type LeadsConfig } from './config'
import { errorCode, openLeadsDatabase, type LeadsDatabase } from './db'
import { loadFormRules } from './forms'
import type { IntakeDeps } from './intake'
import { startRelay, type RunningRelay } from './relay'
import { SOCKET_PATH_TOO_LONG } from './served.mjs'
import { peerAddressHeader } from './request'
import { createLeadStore, pruneRateLimits, type LeadStore, type RateLimit } from './store'

interface LeadsRuntime {
  config: LeadsConfig
  database: Promise<LeadsDatabase> | null
  store: Promise<LeadStore> | null
  relay: RunningRelay | null
  started: boolean
}

const KEY = Symbol.for('forgeline.leads.runtime')
type WithRuntime = typeof globalThis & { [KEY]?: LeadsRuntime }

function runtime(): LeadsRuntime {
  const global = globalThis as WithRuntime
  global[KEY] ??= {
    config: readLeadsConfig(),
    database: null,
    store: null,
    relay: null,
    started: false,
  }
  return global[KEY]
}

/** `next build` imports route modules and may run register(): it must never open the store. */
const isBuild = () => process.env.NEXT_PHASE === 'phase-production-build'

/** The store, opened (and migrated) on first use; a failed open is retried by the next caller. */
export function leadsDatabase(): Promise<LeadsDatabase> {
  const state = runtime()
  if (isBuild()) return Promise.reject(new Error('The leads store is not opened during a build'))
  if (!state.database) {
    // The server's PGlite runs on a thread of its own, never on the one serving pages (DESIGN §5a).
    const opening = openLeadsDatabase(state.config, { ownThreadWaitMs: state.config.storeWaitMs })
    state.database = opening
    opening.then(startRelayOnce, () => {
      if (state.database === opening) state.database = null
    })
  }
  return state.database
}

/**
 * The relay runs in server processes (not in a script that imports this module), once, as soon
 * as the store is open: at start, or later when the store could not be opened at first.
 */
function startRelayOnce(database: LeadsDatabase) {
  const state = runtime()
  if (!state.started || state.relay || !state.config.webhookUrl) return
  state.relay = startRelay({ db: database.db, config: state.config })
}

const rateLimitOf = (config: LeadsConfig): RateLimit => ({
  perMinute: config.rateLimitPerMinute,
  burst: config.rateLimitBurst,
})

/** The batching store over the process's database (one, so its batches are shared). */
function leadStore(): Promise<LeadStore> {
  const state = runtime()
  if (!state.store) {
    const opening = leadsDatabase().then((database) =>
      createLeadStore(database.db, rateLimitOf(state.config)),
    )
    state.store = opening
    opening.catch(() => {
      if (state.store === opening) state.store = null
    })
  }
  return state.store
}

/** The process's lead settings (one signing key for the form stamp route and the intake). */
export const leadsConfig = (): LeadsConfig => runtime().config

export function intakeDeps(): IntakeDeps {
  const state = runtime()
  return {
    config: state.config,
    store: leadStore,
    loadForm: loadFormRules,
    blocked: blockedDomains,
    onStored: () => state.relay?.kick(),
  }
}

/**
 * The rate limit's client address comes from the socket only through the site's server
 * (server.mjs), or from a front with TRUST_PROXY; a production server started otherwise keys it
 * on an X-Forwarded-For a client can write, and says so.
 */
function warnUnlessClientAddressKnown(config: LeadsConfig) {
  // Issue 47: an entry that is no address is trusted for nothing; the front it meant is not either.
  if (config.trustProxyFrom.invalid.length > 0) {
    console.warn(
      `[leads] TRUST_PROXY_FROM: not an address or CIDR range, ignored: ` +
        config.trustProxyFrom.invalid.join(', '),
    )
  }
  if (process.env.NODE_ENV !== 'production' || config.trustProxyHops > 0) return
  if (peerAddressHeader()) return
  console.warn(
    '[leads] started without server.mjs (`npm start`) and without TRUST_PROXY: the rate limit ' +
      'keys on X-Forwarded-For, which a client can set. Use `npm start`, or a front with TRUST_PROXY.',
  )
}

/** Called once per server process from instrumentation.ts (Node.js runtime only). */
export async function startLeadsServer(): Promise<void> {
  const state = runtime()
  if (state.started || isBuild()) return
  state.started = true
  const { config } = state
  warnUnlessClientAddressKnown(config)
  let database: LeadsDatabase
  try {
    database = await leadsDatabase()
  } catch (error) {
    // The site still serves pages; submissions answer 503 until the store opens.
    console.error(`[leads] store not opened at start: ${errorCode(error)}`)
    if (error instanceof Error && error.name === 'DataDirBusyError') console.error(error.message)
    return
  }
  // Operator tools reach an embedded store through this process (served.mjs, docs/leads.md).
  if (database.serve) {
    try {
      const endpoint = await database.serve(config.socketHoldMs)
      console.log(`[leads] store served to operator tools on ${endpoint.path}`)
    } catch (error) {
      // The site works without it; only the operator commands need the server stopped then.
      console.error(`[leads] store not served to operator tools: ${errorCode(error)}`)
      if ((error as { code?: unknown }).code === SOCKET_PATH_TOO_LONG) {
        console.error((error as Error).message)
      }
    }
  }
  console.log(
    `[leads] store: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`}; ` +
      (config.webhookUrl
        ? 'relay to LEADS_WEBHOOK_URL on'
        : 'no LEADS_WEBHOOK_URL: leads stay stored'),
  )
  const prune = setInterval(() => {
    pruneRateLimits(database.db, rateLimitOf(config)).catch((error: unknown) =>
      console.error(`[leads] rate-limit cleanup: ${errorCode(error)}`),
    )
  }, 10 * 60_000)
  prune.unref()
  const shutdown = () => {
    clearInterval(prune)
    void state.relay?.stop()
    void database.close()
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)
}
