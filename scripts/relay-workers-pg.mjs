// The PostgreSQL path end to end (issue 7), against a PostgreSQL started here from Debian's
// package (initdb in a temp dir as the `postgres` user, unix socket only, stopped by its PID):
// `npm run db:migrate`, `next start` with DATABASE_URL taking submissions (and a replay), the
// export next to the running server, then two relay workers (`npm run leads -- relay`) sharing
// one outbox while the webhook fails 30% of the deliveries: every lead delivered, none twice.
//   node scripts/relay-workers-pg.mjs [--leads 2000] [--concurrency 16]
import { spawn, spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import {
  ensureBuild,
  leadsCli,
  root,
  sleep,
  startPostgres,
  startServer,
  startWebhook,
  submit,
  validLead,
} from './lib/leads-harness.mjs'

const { values: args } = parseArgs({
  options: {
    leads: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
    port: { type: 'string', default: process.env.PG_TEST_PORT || '3213' },
    'pg-port': { type: 'string', default: process.env.PG_TEST_PG_PORT || '5434' },
  },
})
const count = Number(args.leads)
const logFile = path.join(os.tmpdir(), 'relay-workers-pg-server.log')

function check(condition, message) {
  if (!condition) throw new Error(message)
  console.log(`  held: ${message}`)
}

ensureBuild()
const postgres = await startPostgres({ port: Number(args['pg-port']) })
const env = { DATABASE_URL: postgres.url, LEADS_DATA_DIR: '', LEADS_WEBHOOK_URL: '' }
const workers = []
try {
  const migrate = spawnSync(process.execPath, [path.join(root, 'scripts', 'db-migrate.mjs')], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  check(migrate.status === 0, `npm run db:migrate applied the migrations ${migrate.stderr.trim()}`)

  // Submissions through next start with DATABASE_URL (no webhook: leads wait in the outbox).
  const server = await startServer({
    port: Number(args.port),
    logFile,
    env: { ...env, LEADS_AUTO_MIGRATE: '0', LEADS_RATE_LIMIT_PER_MINUTE: '100000000' },
  })
  const ids = new Map()
  let next = 0
  try {
    await Promise.all(
      Array.from({ length: Number(args.concurrency) }, async () => {
        while (next < count) {
          const n = next++
          const answer = await submit(server.base, validLead(n), { key: `pg-${n}` })
          if (answer.status !== 201) throw new Error(`submission ${n}: HTTP ${answer.status}`)
          ids.set(`pg-${n}`, answer.body.id)
        }
      }),
    )
    const replay = await submit(server.base, validLead(0), { key: 'pg-0' })
    check(
      replay.status === 200 && replay.body.id === ids.get('pg-0'),
      'a replayed Idempotency-Key answers 200 with the same id',
    )
    const exported = leadsCli(['export', '--format', 'json'], env)
    check(
      exported.status === 0 && JSON.parse(exported.stdout).length === count,
      `npm run leads -- export runs next to the running server and lists all ${count} leads`,
    )
  } finally {
    await server.stop()
  }
  check(ids.size === count, `${count} submissions stored (201)`)

  // Two relay workers on one outbox.
  const webhook = await startWebhook({ failRate: 0.3, delayMs: 20 })
  const relayEnv = {
    ...process.env,
    ...env,
    LEADS_WEBHOOK_URL: webhook.url,
    LEADS_RELAY_INTERVAL_MS: '50',
    LEADS_RELAY_BATCH_SIZE: '10',
    LEADS_RELAY_BACKOFF_BASE_MS: '50',
    LEADS_RELAY_BACKOFF_MAX_MS: '500',
    LEADS_WEBHOOK_TIMEOUT_MS: '2000',
  }
  for (let i = 0; i < 2; i++) {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'leads.mjs'), 'relay'], {
      cwd: root,
      env: relayEnv,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const exit = new Promise((resolve) => child.once('exit', resolve))
    workers.push({ child, exit, stderr: () => stderr })
  }
  const client = new pg.Client({ connectionString: postgres.url })
  await client.connect()
  const deadline = Date.now() + 180_000
  let delivered = 0
  while (Date.now() < deadline) {
    const { rows } = await client.query(
      'select count(*)::int as n from lead_outbox where delivered_at is not null',
    )
    delivered = rows[0].n
    if (delivered >= count) break
    await sleep(250)
  }
  await sleep(500)
  for (const worker of workers) process.kill(worker.child.pid, 'SIGTERM')
  await Promise.all(workers.map((worker) => worker.exit))
  await client.end()
  await webhook.close()
  const perWorker = workers.map((worker) =>
    Number(/Relay stopped: (\d+) delivered/.exec(worker.stderr())?.[1] ?? NaN),
  )
  const stats = webhook.stats()
  const twice = [...webhook.successes.values()].filter((n) => n > 1).length
  const missing = [...ids.values()].filter((id) => !webhook.successes.has(id)).length
  console.log(
    `two workers: delivered ${perWorker.join(' + ')} = ${perWorker.reduce((a, b) => a + b, 0)}; webhook tried ${stats.received}, failed ${stats.failed}; received ${webhook.successes.size}/${count}; twice: ${twice}; missing: ${missing}`,
  )
  check(delivered === count, `every outbox row marked delivered (${delivered}/${count})`)
  check(missing === 0 && twice === 0, 'every lead received by the webhook exactly once')
  check(
    perWorker.every((n) => n > 0),
    'both relay workers delivered leads (they shared the outbox)',
  )
  console.log('all checks held')
} catch (error) {
  console.error(`check failed: ${error.message} (server log: ${logFile})`)
  process.exitCode = 1
} finally {
  for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL')
  await postgres.stop()
}
