// Kill test (issue 7): under load, `kill -9` the server by its PID and start it again, several
// times, on one PGlite data directory. Every submission that got a 2xx must be in the store, under
// the id it was given. Then the relay runs against a local webhook on 127.0.0.1 that fails 50% of
// the deliveries: every lead must arrive, and each lead id at most once as a success.
//   node scripts/kill-leads.mjs [--cycles 3] [--seconds 4] [--concurrency 32]
import os from 'node:os'
import path from 'node:path'
import { rmSync } from 'node:fs'
import { parseArgs } from 'node:util'
import {
  ensureBuild,
  sleep,
  startServer,
  startWebhook,
  submit,
  tempDir,
  validLead,
  withPglite,
} from './lib/leads-harness.mjs'

const { values: args } = parseArgs({
  options: {
    cycles: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '4' },
    concurrency: { type: 'string', default: '32' },
    port: { type: 'string', default: process.env.KILL_PORT || '3212' },
  },
})
const port = Number(args.port)
const dir = tempDir('kill-leads')
const dataDir = path.join(dir, 'leads')
const logFile = path.join(os.tmpdir(), 'kill-leads-server.log')
const baseEnv = {
  LEADS_DATA_DIR: dataDir,
  DATABASE_URL: '',
  LEADS_RATE_LIMIT_PER_MINUTE: '100000000',
  LEADS_WEBHOOK_URL: '',
}

ensureBuild()
const acked = new Map()
let n = 0
let failures = 0
try {
  for (let cycle = 1; cycle <= Number(args.cycles); cycle++) {
    const server = await startServer({ port, env: baseEnv, logFile })
    let killed = false
    const workers = Array.from({ length: Number(args.concurrency) }, async () => {
      while (!killed) {
        const key = `kill-${cycle}-${++n}`
        try {
          const answer = await submit(server.base, validLead(n), { key })
          if (answer.status >= 200 && answer.status < 300) acked.set(key, answer.body.id)
          else failures++
        } catch {
          failures++ // connection refused or reset by the kill: not acknowledged
          if (killed) break
          await sleep(10)
        }
      }
    })
    await sleep(Number(args.seconds) * 1000)
    const before = acked.size
    process.kill(server.pid, 'SIGKILL')
    killed = true
    await server.exit
    await Promise.all(workers)
    console.log(
      `cycle ${cycle}: kill -9 ${server.pid} after ${acked.size} acknowledged (${before} before the signal)`,
    )
  }

  const stored = await withPglite(dataDir, async (db) => {
    const { rows } = await db.query('select id, idempotency_key from leads')
    return new Map(rows.map((row) => [row.idempotency_key, row.id]))
  })
  const missing = [...acked].filter(([key, id]) => stored.get(key) !== id)
  console.log(
    `acknowledged (2xx): ${acked.size}, rows in store: ${stored.size}, acknowledged but missing: ${missing.length}, failed/refused during kills: ${failures}`,
  )
  if (missing.length > 0)
    throw new Error(`${missing.length} acknowledged leads are not in the store`)

  // The relay: a webhook that fails half the deliveries, fast backoff so the test ends quickly.
  const webhook = await startWebhook({ failRate: 0.5, delayMs: 5 })
  const server = await startServer({
    port,
    logFile,
    env: {
      ...baseEnv,
      LEADS_WEBHOOK_URL: webhook.url,
      LEADS_RELAY_INTERVAL_MS: '100',
      LEADS_RELAY_BACKOFF_BASE_MS: '50',
      LEADS_RELAY_BACKOFF_MAX_MS: '1000',
      LEADS_WEBHOOK_TIMEOUT_MS: '2000',
    },
  })
  const deadline = Date.now() + 180_000
  while (webhook.successes.size < stored.size && Date.now() < deadline) await sleep(250)
  await sleep(500) // a late duplicate, if the relay sent one, would arrive now
  await server.stop('SIGTERM')
  await webhook.close()
  const ids = new Set(stored.values())
  const notReceived = [...ids].filter((id) => !webhook.successes.has(id)).length
  const twice = [...webhook.successes.values()].filter((count) => count > 1).length
  const pending = await withPglite(dataDir, async (db) => {
    const { rows } = await db.query(
      'select count(*)::int as n from lead_outbox where delivered_at is null',
    )
    return rows[0].n
  })
  const stats = webhook.stats()
  console.log(
    `relay: ${stats.received} deliveries tried, ${stats.failed} failed by the webhook, ${webhook.successes.size}/${ids.size} leads received, ${notReceived} never received, ${twice} received twice, ${pending} outbox rows not marked delivered`,
  )
  if (notReceived > 0 || twice > 0 || pending > 0) throw new Error('relay check failed')
  console.log('all checks held')
} catch (error) {
  console.error(`check failed: ${error.message} (server log: ${logFile})`)
  process.exitCode = 1
} finally {
  rmSync(dir, { recursive: true, force: true })
}
