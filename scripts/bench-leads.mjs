// `npm run bench:leads`: durable accepted submissions per second and p99 latency of POST
// /api/formSubmit under `next start`, 50 connections, valid submissions with unique
// Idempotency-Keys (issue 7). Then the store must hold exactly as many leads as 2xx answers.
// PGlite always; PostgreSQL too unless --pglite-only (a local server started here).
// A fixed number of requests (not a duration), so every request sent gets its answer and the
// count of 2xx is exact.
//   node scripts/bench-leads.mjs [--requests 10000] [--connections 50] [--pglite-only | --pg-only]
import { parseArgs } from 'node:util'
import { rmSync } from 'node:fs'
import path from 'node:path'
import os from 'node:os'
import autocannon from 'autocannon'
import pg from 'pg'
import {
  ensureBuild,
  startPostgres,
  startServer,
  tempDir,
  validLead,
  withPglite,
} from './lib/leads-harness.mjs'
import { spawnSync } from 'node:child_process'

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: process.env.BENCH_PORT || '3210' },
    'pglite-only': { type: 'boolean', default: false },
    'pg-only': { type: 'boolean', default: false },
  },
})
const amount = Number(args.requests)
const connections = Number(args.connections)
const port = Number(args.port)

const benchEnv = {
  // Raised for the run: every request comes from 127.0.0.1 (issue 7: "rate limit raised").
  LEADS_RATE_LIMIT_PER_MINUTE: '100000000',
  LEADS_MIN_ELAPSED_MS: '1500',
  LEADS_WEBHOOK_URL: '',
}

function cannon(base, requests, run) {
  let n = 0
  return autocannon({
    url: `${base}/api/formSubmit`,
    connections,
    amount: requests,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          n++
          return {
            ...request,
            headers: { ...request.headers, 'idempotency-key': `bench-${run}-${n}` },
            body: JSON.stringify(validLead(n)),
          }
        },
      },
    ],
  })
}

async function benchOne(label, env, countRows) {
  const logFile = path.join(os.tmpdir(), `bench-leads-${label}.log`)
  const server = await startServer({ port, env: { ...benchEnv, ...env }, logFile })
  let ok = 0
  let result
  let baseline
  try {
    // Next's own floor on this machine: the same route answering 405 to GET (no body, no store).
    await autocannon({ url: `${server.base}/api/formSubmit`, connections, amount: 1500 })
    baseline = await autocannon({ url: `${server.base}/api/formSubmit`, connections, amount })
    // Warm-up (JIT, form cache, first batches); its 2xx are stored too and counted.
    const warm = await cannon(server.base, 1500, `${label}-warm`)
    ok += warm['2xx']
    result = await cannon(server.base, amount, `${label}-main`)
    ok += result['2xx']
  } finally {
    await server.stop('SIGTERM')
  }
  const rows = await countRows()
  const seconds = result.duration
  const accepted = result['2xx'] / seconds
  const line = {
    store: label,
    connections,
    seconds: Number(seconds.toFixed(2)),
    acceptedPerSecond: Math.round(accepted),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    twoXxTotal: ok,
    rowsInStore: rows,
    nextAlone405PerSecond: Math.round(baseline['non2xx'] / baseline.duration),
    nextAlone405p99ms: baseline.latency.p99,
  }
  console.log(JSON.stringify(line))
  console.log(
    `${label}: ${line.acceptedPerSecond} accepted/s, p99 ${line.p99ms} ms (p50 ${line.p50ms} ms), ` +
      `${line.non2xx} non-2xx, ${line.errors} errors; store rows ${rows} / 2xx ${ok}`,
  )
  console.log(
    `${label}: Next alone (GET answered 405 by the same route, no store): ${line.nextAlone405PerSecond}/s, p99 ${line.nextAlone405p99ms} ms`,
  )
  if (rows !== ok)
    throw new Error(`${label}: the store holds ${rows} leads but ${ok} were answered 2xx`)
  return line
}

ensureBuild()
console.log(
  `load: ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')} (1/5/15 min) on ${os.cpus().length} cores`,
)
const results = []
if (!args['pg-only']) {
  const dir = tempDir('bench-leads')
  const dataDir = path.join(dir, 'leads')
  try {
    results.push(
      await benchOne('pglite', { LEADS_DATA_DIR: dataDir, DATABASE_URL: '' }, () =>
        withPglite(dataDir, async (db) =>
          Number((await db.query('select count(*)::int as n from leads')).rows[0].n),
        ),
      ),
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
if (!args['pglite-only']) {
  const postgres = await startPostgres({ port: Number(process.env.BENCH_PG_PORT || 5433) })
  try {
    const migrate = spawnSync(process.execPath, ['scripts/db-migrate.mjs'], {
      env: { ...process.env, DATABASE_URL: postgres.url },
      encoding: 'utf8',
    })
    if (migrate.status !== 0) throw new Error(`db:migrate failed: ${migrate.stderr}`)
    results.push(
      await benchOne('postgres', { DATABASE_URL: postgres.url }, async () => {
        const client = new pg.Client({ connectionString: postgres.url })
        await client.connect()
        const { rows } = await client.query('select count(*)::int as n from leads')
        await client.end()
        return rows[0].n
      }),
    )
  } finally {
    await postgres.stop()
  }
}
console.log(
  `load after: ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
)
const goal = results.find((r) => r.store === 'pglite')
if (goal) {
  const met = goal.acceptedPerSecond >= 500 && goal.p99ms <= 100
  console.log(`goal (PGlite >= 500 accepted/s, p99 <= 100 ms): ${met ? 'met' : 'NOT met'}`)
}
