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
// than REDIS_TIMEOUT_MS counts as a miss (the page is rendered, not lost).
//
// Plain JavaScript (no TypeScript): src/server/cacheHandler.mjs, which Node loads as it is, uses it.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

export const REDIS_KEY_PREFIX = 'forgeline'

/** REDIS_TIMEOUT_MS, or one second. */
export function redisTimeoutMs(env = process.env) {
  const value = Number(env.REDIS_TIMEOUT_MS)
  return Number.isInteger(value) && value > 0 ? value : 1000
}

let client = null
let connecting = null
let loggedAt = 0

CacheHandler.onCreation(async ({ buildId }) => {
  if (!client) {
    client = createClient({ url: process.env.REDIS_URL, disableOfflineQueue: true })
    client.on('error', (error) => {
      if (Date.now() - loggedAt < 30_000) return
      loggedAt = Date.now()
      console.error(
        `[cache] Redis at ${process.env.REDIS_URL}: ${error.message} (pages are rendered meanwhile)`,
      )
    })
    connecting = client.connect().catch(() => {})
  }
  // The first lookups wait for the connection, REDIS_TIMEOUT_MS at most (once: later ones find it
  // made or given up on): a replica that starts finds the pages the others stored instead of
  // rendering its own. A Redis that is down costs that wait once, then every lookup misses at once.
  await Promise.race([
    connecting,
    new Promise((resolve) => setTimeout(resolve, redisTimeoutMs()).unref()),
  ])
  return {
    handlers: [
      createRedisHandler({
        client,
        keyPrefix: `${REDIS_KEY_PREFIX}:${buildId ?? 'dev'}:`,
        timeoutMs: redisTimeoutMs(),
      }),
    ],
  }
})

export default CacheHandler
