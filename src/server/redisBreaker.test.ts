// Issue 47 item 2: every call of the Redis page cache is bounded, against a real redis-server
// paused with SIGSTOP, and through a TCP relay in front of it that answers slowly, drops the
// connection mid-command or swallows what it is sent (a peer gone without a word).
import { execFileSync } from 'node:child_process'
import net from 'node:net'
import { createClient } from 'redis'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startRedis } from '../../scripts/lib/redis.mjs'
import { createEntrySigner } from './cacheSigning.mjs'
import { createBreaker } from './redisBreaker.mjs'
import { redisConnection } from './redisCache.mjs'

const TIMEOUT_MS = 300
/** What a call may take past its timeout on a busy CI machine. */
const SLACK_MS = 500

async function freePort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

type Mode = 'pass' | 'slow' | 'hang' | 'drop'
/** A TCP relay to Redis; a connection that once swallowed a command swallows all (a dead peer). */
async function startRelay(target: number) {
  const relay = { mode: 'pass' as Mode, port: 0, sockets: new Set<net.Socket>() }
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1')
    relay.sockets.add(client).add(upstream)
    let dead = false
    // In order, as Redis answers: a slow command delays the ones after it.
    let sent = Promise.resolve()
    client.on('data', (chunk) => {
      if (relay.mode === 'drop') return void client.destroy()
      if (relay.mode === 'hang') dead = true
      if (dead) return
      const delay = relay.mode === 'slow' ? 3 * TIMEOUT_MS : 0
      sent = sent
        .then(() => delay && new Promise((resolve) => setTimeout(resolve, delay)))
        .then(() => void upstream.write(chunk))
    })
    upstream.on('data', (chunk) => client.writable && client.write(chunk))
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
    client.on('error', () => {})
    upstream.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  relay.port = (server.address() as net.AddressInfo).port
  return {
    relay,
    close: () => {
      for (const socket of relay.sockets) socket.destroy()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

const entry = (html: string, tags: string[] = []) => ({
  lastModified: Date.now(),
  lifespan: null,
  tags,
  value: { kind: 'APP_PAGE', html, rscData: undefined, headers: {}, status: 200 },
})

let redis: Awaited<ReturnType<typeof startRedis>>
let paused = false
beforeAll(async () => {
  execFileSync('bash', ['scripts/ensure-redis.sh'], { stdio: 'ignore' })
  redis = await startRedis({ port: await freePort() })
}, 120_000)
afterAll(async () => {
  if (paused) process.kill(redis.pid, 'SIGCONT')
  await redis?.stop()
})

const pause = () => {
  process.kill(redis.pid, 'SIGSTOP')
  paused = true
}
const resume = () => {
  process.kill(redis.pid, 'SIGCONT')
  paused = false
}

/** The site's composition (redisCache.mjs): the library's handler, signed, bounded. */
function bounded(url: string, log: string[]) {
  const signer = createEntrySigner({ secret: 'x'.repeat(32), buildId: 'build-1', log: () => {} })
  const breaker = createBreaker({
    connect: () =>
      redisConnection({ url, buildId: 'build-1', timeoutMs: TIMEOUT_MS, signer, log: () => {} }),
    timeoutMs: TIMEOUT_MS,
    replaceAfterMs: 4 * TIMEOUT_MS,
    log: (message) => log.push(message),
  })
  return breaker
}

/** Until a lookup finds the client connected (one made before that opens the breaker). */
async function connected(breaker: ReturnType<typeof bounded>) {
  await expect
    .poll(async () => (await breaker.handler.get('/ready', meta), breaker.isOpen()), {
      timeout: 10_000,
    })
    .toBe(false)
}

async function timed<T>(promise: Promise<T>) {
  const start = performance.now()
  const value = await promise
  return { value, ms: performance.now() - start }
}

const meta = { implicitTags: [] as string[] }
const breakers: { close: () => void }[] = []
afterEach(() => {
  if (paused) resume()
  for (const breaker of breakers.splice(0)) breaker.close()
})

describe('the Redis page cache, bounded (src/server/redisBreaker.mjs)', () => {
  it("guard: node-redis's withAbortSignal does not take back a command a paused Redis was sent", async () => {
    // Why the bound is ours: the library's `timeoutMs` is this abort signal.
    const client = createClient({ url: redis.url, disableOfflineQueue: true })
    client.on('error', () => {})
    await client.connect()
    pause()
    const start = performance.now()
    const answer = client
      .withAbortSignal(AbortSignal.timeout(100))
      .get('k')
      .then(
        () => 'answered',
        () => 'aborted',
      )
    const early = await Promise.race([
      answer,
      new Promise((resolve) => setTimeout(resolve, 1000, 'pending')),
    ])
    expect(early).toBe('pending')
    expect(client.isReady).toBe(true)
    resume()
    expect(await answer).toBe('answered')
    expect(performance.now() - start).toBeGreaterThan(1000)
    client.destroy()
  })

  it('a paused Redis costs one call its timeout, then every call misses at once; back after SIGCONT, tags of the outage applied', async () => {
    const log: string[] = []
    const breaker = bounded(redis.url, log)
    breakers.push(breaker)
    const { handler } = breaker
    await connected(breaker)
    await handler.set('/a', entry('<p>a</p>', ['page:a']))
    expect((await handler.get('/a', meta))?.value.html).toBe('<p>a</p>')

    const logged = log.length
    pause()
    const first = await timed(handler.get('/a', meta))
    expect(first.value).toBeNull()
    expect(first.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 5)
    expect(first.ms).toBeLessThan(TIMEOUT_MS + SLACK_MS)
    expect(breaker.isOpen()).toBe(true)
    // Later pages do not queue behind the stuck connection.
    const later = await timed(
      Promise.all([
        ...Array.from({ length: 50 }, () => handler.get('/a', meta)),
        handler.set('/b', entry('<p>b</p>')),
        handler.revalidateTag('page:a'),
        handler.delete?.('/b'),
      ]),
    )
    expect(later.value.slice(0, 50)).toEqual(Array(50).fill(null))
    expect(later.ms).toBeLessThan(TIMEOUT_MS / 2)
    expect(log.slice(logged).filter((line) => line.includes('pages skip it'))).toHaveLength(1)

    // Paused past replaceAfterMs: the breaker reconnects; still nothing answers.
    await expect
      .poll(() => log.some((line) => line.includes('reconnecting')), { timeout: 10_000 })
      .toBe(true)
    expect((await timed(handler.get('/a', meta))).ms).toBeLessThan(TIMEOUT_MS / 2)
    resume()
    await expect.poll(() => breaker.isOpen(), { timeout: 10_000 }).toBe(false)
    // The publish made during the outage reached Redis before its entries were read again.
    expect(await handler.get('/a', meta)).toBeNull()
    await handler.set('/c', entry('<p>c</p>'))
    expect((await handler.get('/c', meta))?.value.html).toBe('<p>c</p>')
    expect(log.some((line) => line.includes('answers again'))).toBe(true)
  }, 30_000)

  for (const mode of ['slow', 'hang', 'drop'] as const) {
    it(`a Redis that ${{ slow: 'answers slowly', hang: 'never answers (a peer gone without a word)', drop: 'drops the connection mid-command' }[mode]} costs a call at most its timeout, and is used again once it answers`, async () => {
      const { relay, close } = await startRelay(Number(new URL(redis.url).port))
      try {
        const log: string[] = []
        const breaker = bounded(`redis://127.0.0.1:${relay.port}`, log)
        breakers.push(breaker)
        const { handler } = breaker
        await connected(breaker)
        await handler.set(`/${mode}`, entry(`<p>${mode}</p>`))

        relay.mode = mode
        const first = await timed(handler.get(`/${mode}`, meta).catch(() => null))
        expect(first.value).toBeNull()
        expect(first.ms).toBeLessThan(TIMEOUT_MS + SLACK_MS)
        expect(breaker.isOpen()).toBe(true)
        const later = await timed(handler.get(`/${mode}`, meta))
        expect(later.value).toBeNull()
        expect(later.ms).toBeLessThan(TIMEOUT_MS / 2)

        relay.mode = 'pass'
        await expect.poll(() => breaker.isOpen(), { timeout: 15_000 }).toBe(false)
        expect((await handler.get(`/${mode}`, meta))?.value.html).toBe(`<p>${mode}</p>`)
      } finally {
        await close()
      }
    }, 30_000)
  }
})
