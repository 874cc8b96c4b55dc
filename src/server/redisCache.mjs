// Issue 34: the page and data cache every replica shares, in Redis (REDIS_URL), on
// @fortedigital/nextjs-cache-handler: the maintained successor of @neshca/cache-handler (which stops
// at Next 14), made for Next's `cacheHandler` interface and Next 16 (3.3: its `revalidateTag(tag,
// profile)` and the per-segment prefetch data of 16.3+), with the official `redis` client. A page
// one replica regenerates is the page every replica serves; a tag one replica expires (the publish
// webhook) deletes the entries that carry it, for all of them.
//
// Keys are prefixed with the build's id: a new deployment starts from its own pages, never from
// another build's (the old keys expire with their lifetimes). Redis down or unreachable never stops
// a page: the client does not queue commands while it is disconnected, so every lookup is a miss at
// once (the page is rendered, as on a first visit) and every write is dropped, while the client
// reconnects in the background; the error is logged once every 30 s. Each page is rendered once for all
// replicas, at its first visit: the library's registerInitialCache is not used, since it stores the
// build's pages under their paths ('/pricing') and Next 16.4 looks them up by route-cache key
// ('/route-cache/APP_PAGE/<hash>/$/pricing'), so what it stored was never read. A request to Redis that takes longer
// than REDIS_TIMEOUT_MS counts as a miss (the page is rendered, not lost), and one that hangs is
// skipped until it answers again (redisBreaker.mjs, issue 47). Every entry is signed by the replicas
// (CACHE_SIGNING_SECRET, cacheSigning.mjs): one they did not sign is a miss.
//
// Plain JavaScript (no TypeScript): src/server/cacheHandler.mjs, which Node loads as it is, uses it.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'
import { cacheSigningSecret, createEntrySigner } from './cacheSigning.mjs'
import { createBreaker } from './redisBreaker.mjs'

export const REDIS_KEY_PREFIX = 'forgeline'

/** REDIS_TIMEOUT_MS, or one second. */
export function redisTimeoutMs(env = process.env) {
  const value = Number(env.REDIS_TIMEOUT_MS)
  return Number.isInteger(value) && value > 0 ? value : 1000
}

let breaker = null

/**
 * A connection to Redis and the library's handler on it, its entries signed: what the breaker
 * (redisBreaker.mjs) bounds and replaces.
 */
export function redisConnection({ url, buildId, timeoutMs, signer, log = console.error }) {
  const client = createClient({ url, disableOfflineQueue: true })
  let loggedAt = 0
  client.on('error', (error) => {
    if (Date.now() - loggedAt < 30_000) return
    loggedAt = Date.now()
    log(`[cache] Redis at ${redisAddress(url)}: ${error.message} (pages are rendered meanwhile)`)
  })
  const connecting = client.connect().catch(() => {})
  const handler = createRedisHandler({
    client,
    keyPrefix: `${REDIS_KEY_PREFIX}:${buildId}:`,
    // Bounded by redisBreaker.mjs; the library's own timeout cannot take back a command already
    // sent (and 0 does not disable it: it aborts every command at once), so it only backs that up.
    timeoutMs: 2 * timeoutMs,
    valueSerializer: signer.serializer,
  })
  return {
    connecting,
    handler: signer.wrap(handler),
    ping: () => client.ping(),
    isReady: () => client.isReady,
    close: () => client.destroy(),
  }
}

CacheHandler.onCreation(async ({ buildId }) => {
  let connecting = null
  if (!breaker) {
    // server.mjs refuses to start without it; this is for `next start` and `next dev`.
    const secret = cacheSigningSecret()
    const timeoutMs = redisTimeoutMs()
    const signer = createEntrySigner({ secret, buildId: buildId ?? 'dev' })
    breaker = createBreaker({
      connect: () => {
        const connection = redisConnection({
          url: process.env.REDIS_URL,
          buildId: buildId ?? 'dev',
          timeoutMs,
          signer,
        })
        connecting ??= connection.connecting
        return connection
      },
      timeoutMs,
    })
  }
  // The first lookups wait for the connection, REDIS_TIMEOUT_MS at most (once: later ones find it
  // made or given up on): a replica that starts finds the pages the others stored instead of
  // rendering its own. A Redis that is down costs that wait once, then every lookup misses at once.
  if (connecting) {
    await Promise.race([
      connecting,
      new Promise((resolve) => setTimeout(resolve, redisTimeoutMs()).unref()),
    ])
  }
  return { handlers: [breaker.handler] }
})

/** REDIS_URL without its password, for the log. */
function redisAddress(address) {
  try {
    const url = new URL(address ?? '')
    if (url.password) url.password = '***'
    return url.href
  } catch {
    return '(REDIS_URL)'
  }
}

export default CacheHandler
