// Issue 47 items 2 and 3, for `npm run test:cluster` (scripts/test-cluster.mjs calls these with
// its own helpers, replicas, nginx and Redis): a Redis paused with SIGSTOP costs a page at most
// REDIS_TIMEOUT_MS and no 5xx, and the shared cache is used again after SIGCONT; an entry changed
// in Redis is not served. The unit tests of the same behaviour: src/server/redisBreaker.test.ts and
// src/server/cacheSigning.test.ts.

import { signedEntry } from '../../src/server/cacheSigning.mjs'
import { REDIS_KEY_PREFIX } from '../../src/server/redisCache.mjs'

const PAUSE_MS = 10_000
const VISITORS = 4
const FORGED = '<script>window.__forgedByRedisWriter=1</script>'

/** `p`-th percentile of `values` (sorted copy), nearest rank. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

/** Redis keys of `pagePath`'s page entries (the HTML, not its segment data): [key, stored]. */
async function pageEntries(client, pagePath) {
  const found = []
  for await (const batch of client.scanIterator({ MATCH: `*${pagePath}*`, COUNT: 1000 })) {
    for (const key of [].concat(batch)) {
      if ((await client.type(key)) !== 'string') continue
      const stored = await client.get(key)
      if (stored?.includes('"kind":"APP_PAGE"') && stored.includes('"html":"')) {
        found.push([key, stored])
      }
    }
  }
  return found
}

/** The library's JSON of a signed entry (sig1:<build>:<mac>:<json>); the test's own, trusted. */
function jsonOf(stored) {
  let at = -1
  for (let n = 0; n < 3; n++) at = stored.indexOf(':', at + 1)
  return stored.slice(at + 1)
}

/**
 * Past the pages' revalidate (3600 s, src/app/layout.tsx), short of their expireTime (7200 s,
 * next.config.ts): Next serves such an entry stale and regenerates it in the background.
 */
const STALE_BY_MS = 90 * 60 * 1000

/**
 * For test-cluster.mjs's stale-entry check: moves `pagePath`'s entries back past their revalidate
 * (their expiry kept) and signs them again with the replicas' secret, as a replica would have
 * stored them (an entry changed without it is a forgery: not served at all). Returns how many.
 */
export async function makeStale(client, pagePath, secret) {
  let changed = 0
  for (const [redisKey, stored] of await pageEntries(client, pagePath)) {
    const [, buildId, ...rest] = redisKey.split(':')
    if (!redisKey.startsWith(`${REDIS_KEY_PREFIX}:`) || !buildId) continue
    const entry = JSON.parse(jsonOf(stored))
    if (typeof entry?.lastModified !== 'number') continue
    entry.lastModified -= STALE_BY_MS
    const json = JSON.stringify(entry)
    await client.set(redisKey, signedEntry({ secret, buildId, key: rest.join(':'), json }), {
      KEEPTTL: true,
    })
    changed++
  }
  return changed
}

/**
 * The checks. `timeoutMs` is the replicas' REDIS_TIMEOUT_MS; `logOf(name)`, when given, the text
 * of replica `name`'s log so far ('a' or 'b').
 */
export async function clusterRedisChecks({
  check,
  expect,
  request,
  redisClient,
  redis,
  replicas,
  front,
  PAGE,
  sleep,
  timeoutMs = 1000,
  logOf,
}) {
  const paths = ['/', PAGE.path, '/product', '/demo']

  await check(
    `Redis paused (SIGSTOP) for ${PAUSE_MS / 1000} s: pages on the replicas cost REDIS_TIMEOUT_MS once at most, no 5xx; then the shared cache again`,
    async () => {
      // On the replicas directly, A and B in turn: through nginx, its page cache (issue 49)
      // answers nearly every visit without asking a replica, and would hide what this measures.
      const bases = [replicas.a.base, replicas.b.base]
      for (const base of bases) for (const p of paths) await request(base + p)
      const times = []
      const statuses = []
      process.kill(redis.pid, 'SIGSTOP')
      const paused = Date.now()
      try {
        let n = 0
        await Promise.all(
          Array.from({ length: VISITORS }, async () => {
            while (Date.now() - paused < PAUSE_MS) {
              const k = n++
              const target = bases[k % 2] + paths[Math.floor(k / 2) % paths.length]
              const answer = await request(target).catch((error) => ({
                status: 599,
                ms: Date.now() - paused,
                error,
              }))
              times.push(answer.ms)
              statuses.push(answer.status)
            }
          }),
        )
      } finally {
        process.kill(redis.pid, 'SIGCONT')
      }
      const failed = statuses.filter((status) => status >= 500).length
      console.log(
        `  ${times.length} pages in ${PAUSE_MS / 1000} s, ${VISITORS} at a time: ` +
          `p50 ${percentile(times, 50)} ms, p99 ${percentile(times, 99)} ms, ` +
          `max ${Math.max(...times)} ms; 5xx: ${failed}`,
      )
      expect(failed === 0, 'no 5xx while Redis is paused')
      // The goal (issue 47), printed: a page costs the timeout once, then its render, which on a
      // busy 2-core machine alone can take half a second. The check fails on a page that waited
      // for Redis more than once (before this, a page took the whole pause: 20 s for 20 s).
      const max = Math.max(...times)
      console.log(
        `     goal ${max <= timeoutMs + 500 ? 'met' : 'missed'}: max within REDIS_TIMEOUT_MS + 500 ms (${timeoutMs + 500} ms)`,
      )
      expect(
        max <= 2 * timeoutMs + 500,
        `no page waits for Redis twice: max within 2 × REDIS_TIMEOUT_MS + 500 ms (${2 * timeoutMs + 500} ms)`,
      )

      // Recovery: the page's entries deleted, A stores it anew once it uses Redis again, and B
      // reads that entry (x-nextjs-cache: HIT).
      const resumed = Date.now()
      for (const [key] of await pageEntries(redisClient, PAGE.path)) await redisClient.unlink(key)
      let stored = []
      while (stored.length === 0 && Date.now() - resumed < 15_000) {
        await request(replicas.a.base + PAGE.path)
        stored = await pageEntries(redisClient, PAGE.path)
        if (stored.length === 0) await sleep(100)
      }
      expect(
        stored.length > 0 && stored.every(([, value]) => value.startsWith('sig1:')),
        `replica A stores the page in Redis again, signed (${Date.now() - resumed} ms after SIGCONT)`,
      )
      let fromB
      while (Date.now() - resumed < 15_000) {
        fromB = await request(replicas.b.base + PAGE.path)
        if (fromB.headers['x-nextjs-cache'] === 'HIT') break
        await sleep(100)
      }
      expect(
        fromB?.headers['x-nextjs-cache'] === 'HIT',
        `replica B serves the entry A stored (HIT, ${Date.now() - resumed} ms after SIGCONT)`,
      )
    },
  )

  await check(
    'an entry changed in Redis is not served: the page is rendered anew, without the added script',
    async () => {
      await request(replicas.a.base + PAGE.path)
      const entries = await pageEntries(redisClient, PAGE.path)
      expect(entries.length > 0, `the page's entries in Redis (${entries.length})`)
      // Forged: the replicas' signature kept, a script added to the HTML. Unsigned: the
      // library's own format, as anyone with redis-cli would write it.
      for (const [kind, change] of [
        ['forged', (stored) => stored.replace('</body>', `${FORGED}</body>`)],
        ['unsigned', (stored) => jsonOf(stored).replace('</body>', `${FORGED}</body>`)],
      ]) {
        for (const [key, stored] of await pageEntries(redisClient, PAGE.path)) {
          await redisClient.set(key, change(stored), { KEEPTTL: true })
        }
        const answers = [
          await request(replicas.b.base + PAGE.path),
          await request(replicas.a.base + PAGE.path),
          await request(front + PAGE.path),
        ]
        // The front's page cache (issue 49) may have sent that visit a stale copy and be fetching
        // its successor from a replica in the background: wait until it holds a fresh one, so no
        // replica renders the page after the next change below, before B's first visit.
        for (let tries = 0; tries < 50; tries += 1) {
          const again = await request(front + PAGE.path)
          if (again.headers['x-front-cache'] === 'HIT') break
          await sleep(100)
        }
        expect(
          answers.every((answer) => answer.status === 200 && !answer.text.includes(FORGED)),
          `${kind}: replica B, replica A and nginx answer 200 without the added script`,
        )
        expect(
          answers[0].headers['x-nextjs-cache'] !== 'HIT',
          `${kind}: B's first visit is a miss (x-nextjs-cache: ${answers[0].headers['x-nextjs-cache']})`,
        )
        const restored = await pageEntries(redisClient, PAGE.path)
        expect(
          restored.length > 0 &&
            restored.every(([, value]) => value.startsWith('sig1:') && !value.includes(FORGED)),
          `${kind}: the page rendered anew is stored over it, signed`,
        )
      }
      if (logOf) {
        for (const name of ['a', 'b']) {
          const lines = (await logOf(name))
            .split('\n')
            .filter((line) => line.includes('[cache] an entry in Redis'))
          expect(
            lines.length <= 2,
            `replica ${name.toUpperCase()} logged ${lines.length} (≤ 1 per kind)`,
          )
        }
      }
    },
  )
}
