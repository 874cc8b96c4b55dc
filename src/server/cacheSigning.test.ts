// Issue 47 item 3: an entry in Redis the replicas did not sign is a miss, against a real
// redis-server through the site's own composition (redisCache.mjs redisConnection).
import { execFileSync, spawnSync } from 'node:child_process'
import net from 'node:net'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRedis } from '../../scripts/lib/redis.mjs'
import { cacheSigningSecret, createEntrySigner, signedEntry } from './cacheSigning.mjs'
import { REDIS_KEY_PREFIX, redisConnection } from './redisCache.mjs'

const SECRET = 'a-test-secret-of-at-least-32-characters'
const meta = { implicitTags: [] as string[] }
const entry = (html: string) => ({
  lastModified: Date.now(),
  lifespan: null,
  tags: ['page:about'],
  value: { kind: 'APP_PAGE', html, headers: {}, status: 200 },
})

let redis: Awaited<ReturnType<typeof startRedis>>
let raw: ReturnType<typeof createClient>
beforeAll(async () => {
  execFileSync('bash', ['scripts/ensure-redis.sh'], { stdio: 'ignore' })
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  redis = await startRedis({ port })
  raw = createClient({ url: redis.url })
  await raw.connect()
}, 120_000)
afterAll(async () => {
  raw?.destroy()
  await redis?.stop()
})

/** A replica's cache on build `buildId`, and what it logged. */
async function replica(buildId: string, secret = SECRET) {
  const log: string[] = []
  const push = (line: string) => void log.push(line)
  const signer = createEntrySigner({ secret, buildId, log: push })
  const connection = redisConnection({
    url: redis.url,
    buildId,
    timeoutMs: 1000,
    signer,
    log: push,
  })
  await connection.connecting
  return {
    ...connection,
    signer,
    log,
    key: (key: string) => `${REDIS_KEY_PREFIX}:${buildId}:${key}`,
  }
}

describe('cache entries signed by the replicas (src/server/cacheSigning.mjs)', () => {
  it('reads back what a replica with the same secret and build stored', async () => {
    const a = await replica('build-1')
    const b = await replica('build-1')
    await a.handler.set('/about', entry('<p>About</p>'))
    expect((await b.handler.get('/about', meta))?.value.html).toBe('<p>About</p>')
    expect(b.signer.rejected).toEqual({ unsigned: 0, forged: 0, otherBuild: 0 })
    // The stored string names its format, build and signature before the JSON it signs.
    const stored = (await raw.get(a.key('/about')))!
    expect(stored).toMatch(/^sig1:[\w-]+:[\w-]{43}:\{"lastModified"/)
    // Whoever holds the secret (a test making an entry stale) signs a changed entry with it.
    const json = stored.slice(stored.indexOf(':{') + 1).replace('About', 'Changed')
    await raw.set(
      a.key('/about'),
      signedEntry({ secret: SECRET, buildId: 'build-1', key: '/about', json }),
    )
    expect((await b.handler.get('/about', meta))?.value.html).toBe('<p>Changed</p>')
    a.close()
    b.close()
  })

  it('serves no entry it did not sign: changed, unsigned, forged, another key, another build or secret; one log line each kind', async () => {
    const site = await replica('build-2')
    const genuine = async (key: string) => {
      await site.handler.set(key, entry('<p>About</p>'))
      return (await raw.get(site.key(key)))!
    }
    const refused = async (key: string, stored: string) => {
      await raw.set(site.key(key), stored)
      expect(await site.handler.get(key, meta)).toBeNull()
      // Deleted, so the page rendered in its place is stored whatever Next asks of the write.
      expect(await raw.get(site.key(key))).toBeNull()
    }
    const script = '<script>alert(document.cookie)</script>'

    // A <script> put into a genuine entry with a Redis client.
    await refused(
      '/about',
      (await genuine('/about')).replace('<p>About</p>', `<p>About</p>${script}`),
    )
    // The library's own format, no signature.
    await refused('/about', JSON.stringify(entry(`<p>About</p>${script}`)))
    // A signature made with another secret, and garbage where the JSON would be: never parsed.
    const other = await replica('build-2', 'another-secret-of-at-least-32-characters')
    await other.handler.set('/about', entry(`<p>About</p>${script}`))
    await refused('/about', (await raw.get(site.key('/about')))!)
    await refused(
      '/about',
      `sig1:${Buffer.from('build-2').toString('base64url')}:${'A'.repeat(43)}:{"__proto__":`,
    )
    // The genuine entry of another page, copied over this one.
    await refused('/about', await genuine('/pricing'))
    // Another build's genuine entry.
    const older = await replica('build-1')
    await older.handler.set('/about', entry('<p>Old about</p>'))
    await refused('/about', (await raw.get(older.key('/about')))!)

    expect(site.signer.rejected).toEqual({ unsigned: 1, forged: 4, otherBuild: 1 })
    expect(site.log).toHaveLength(3)
    for (const why of ['no signature', 'did not make', "another build's"]) {
      expect(site.log.filter((line) => line.includes(why))).toHaveLength(1)
    }
    expect(site.log.join('\n')).not.toContain('script')

    // A miss is rendered anew and stored over it: the next visit is a hit.
    await site.handler.set('/about', entry('<p>About</p>'))
    expect((await site.handler.get('/about', meta))?.value.html).toBe('<p>About</p>')
    for (const each of [site, other, older]) each.close()
  })

  it('reports the refused entries again at most once an hour, with their counts', async () => {
    let clock = 0
    const log: string[] = []
    const push = (line: string) => void log.push(line)
    const signer = createEntrySigner({
      secret: SECRET,
      buildId: 'build-3',
      log: push,
      now: () => clock,
    })
    const site = redisConnection({
      url: redis.url,
      buildId: 'build-3',
      timeoutMs: 1000,
      signer,
      log: push,
    })
    await site.connecting
    const forge = async () => {
      await raw.set(`${REDIS_KEY_PREFIX}:build-3:/x`, 'sig1:forged')
      expect(await site.handler.get('/x', meta)).toBeNull()
    }
    for (let n = 0; n < 5; n++) await forge()
    clock += 59 * 60 * 1000
    await forge()
    expect(log).toHaveLength(1)
    clock += 60 * 1000
    await forge()
    await forge()
    expect(log).toHaveLength(2)
    expect(log[1]).toContain('6 more entries in Redis refused since the last report')
    expect(log[1]).toContain('7 unsigned, 0 forged, 0 of another build')
    site.close()
  })

  it('needs CACHE_SIGNING_SECRET (32 characters or more) with REDIS_URL', () => {
    expect(() => cacheSigningSecret({ REDIS_URL: 'redis://x' })).toThrow(
      /CACHE_SIGNING_SECRET is not set/,
    )
    expect(() => cacheSigningSecret({ CACHE_SIGNING_SECRET: 'short' })).toThrow(/shorter than 32/)
    expect(cacheSigningSecret({ CACHE_SIGNING_SECRET: SECRET })).toBe(SECRET)
  })

  it('server.mjs with REDIS_URL and without CACHE_SIGNING_SECRET refuses to start, saying why', () => {
    const started = spawnSync(process.execPath, ['server.mjs', '-H', '127.0.0.1', '-p', '0'], {
      env: { ...process.env, REDIS_URL: redis.url, CACHE_SIGNING_SECRET: '' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(started.status).toBe(1)
    expect(started.stderr).toContain('CACHE_SIGNING_SECRET is not set, and REDIS_URL is')
  })
})
