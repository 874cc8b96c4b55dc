// Operator commands while the site runs on the embedded store (issue 36): `next start` on PGlite
// takes submissions while `npm run leads -- status` and `export` run against it, through the
// socket the server serves its PGlite on (docs/leads.md). Every export must hold every lead
// acknowledged before it started, the last one every acknowledged lead; no command may fail or
// answer that the data directory is in use. `relay --once` then delivers every lead to a local
// webhook through the same socket. Then the server is killed (kill -9) and started
// again: the socket file it left is replaced and the commands work again; after a graceful stop
// the socket is gone and the commands open the directory themselves.
//   node scripts/leads-live.mjs [--seconds 6] [--concurrency 6]
// Port: LEADS_LIVE_PORT (3217). Prints the status taken while the site was serving.
import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  ensureBuild,
  root,
  startServer,
  startWebhook,
  submit,
  tempDir,
  validLead,
} from './lib/leads-harness.mjs'

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '6' },
    concurrency: { type: 'string', default: '6' },
    port: { type: 'string', default: process.env.LEADS_LIVE_PORT || '3217' },
  },
})
const port = Number(args.port)
const dir = tempDir('leads-live')
const dataDir = path.join(dir, 'leads')
const logFile = path.join(dir, 'server.log')
const env = {
  LEADS_DATA_DIR: dataDir,
  DATABASE_URL: '',
  LEADS_RATE_LIMIT_PER_MINUTE: '100000000',
  LEADS_WEBHOOK_URL: '',
}
const socketFile = path.join(dataDir, '.s.PGSQL.5432')

/** `npm run leads -- …` without blocking this process (the submissions keep going meanwhile). */
function leads(cliArgs, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'leads.mjs'), ...cliArgs], {
      cwd: root,
      env: { ...process.env, ...env, ...extraEnv },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const started = Date.now()
    child.on('close', (status) => resolve({ status, stdout, stderr, ms: Date.now() - started }))
  })
}

const problems = []
function check(ok, message) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`)
  if (!ok) problems.push(message)
}
const describe = (run) =>
  `exit ${run.status}${run.stderr ? `: ${run.stderr.trim().slice(0, 300)}` : ''}`

ensureBuild()
let server = null
try {
  server = await startServer({ port, env, logFile })
  const acked = new Map()
  let n = 0
  let failed = 0
  let stop = false
  const workers = Array.from({ length: Number(args.concurrency) }, async () => {
    while (!stop) {
      const key = `live-${++n}`
      const answer = await submit(server.base, validLead(n), { key }).catch(() => null)
      if (answer && answer.status >= 200 && answer.status < 300) acked.set(key, answer.body.id)
      else failed++
    }
  })

  // Operator commands, one after another, while the submissions run.
  const deadline = Date.now() + Number(args.seconds) * 1000
  let statusWhileServing = null
  let rounds = 0
  while (Date.now() < deadline || rounds === 0) {
    rounds++
    const status = await leads(['status'])
    check(status.status === 0, `status while serving (${status.ms} ms): ${describe(status)}`)
    if (status.status === 0) statusWhileServing = status.stdout.trim()
    const before = new Map(acked)
    const exported = await leads(['export', '--format', 'json'])
    let rows = []
    try {
      rows = JSON.parse(exported.stdout)
    } catch {
      rows = []
    }
    const ids = new Set(rows.map((row) => row.id))
    const missing = [...before.values()].filter((id) => !ids.has(id)).length
    check(
      exported.status === 0 && missing === 0,
      `export while serving (${exported.ms} ms): ${rows.length} leads, ${missing} of the ${before.size} acknowledged before it missing; ${describe(exported)}`,
    )
  }
  stop = true
  await Promise.all(workers)
  check(acked.size > 0 && failed === 0, `submissions: ${acked.size} acknowledged, ${failed} not`)

  const last = await leads(['export', '--format', 'json'])
  const lastIds = new Set(last.status === 0 ? JSON.parse(last.stdout).map((row) => row.id) : [])
  const lost = [...acked.values()].filter((id) => !lastIds.has(id)).length
  check(
    last.status === 0 && lost === 0 && lastIds.size === acked.size,
    `final export while serving: ${lastIds.size} leads, ${acked.size} acknowledged, ${lost} lost`,
  )
  console.log(
    `\nnpm run leads -- status, taken while the site was serving:\n${statusWhileServing}\n`,
  )

  // relay --once through the server's socket (the server itself has no webhook configured).
  const webhook = await startWebhook()
  const relayed = await leads(['relay', '--once'], { LEADS_WEBHOOK_URL: webhook.url })
  await webhook.close()
  const received = [...acked.values()].filter((id) => webhook.successes.has(id)).length
  check(
    relayed.status === 0 && received === acked.size,
    `relay --once while serving: ${received} of ${acked.size} leads received by the webhook; ${describe(relayed)}`,
  )

  // A killed server leaves its socket file behind; the next one replaces it.
  process.kill(server.pid, 'SIGKILL')
  await server.exit
  check(existsSync(socketFile), 'kill -9 leaves the socket file behind')
  server = await startServer({ port, env, logFile })
  const again = await leads(['status'])
  check(
    again.status === 0 && JSON.parse(again.stdout).leads === acked.size,
    `status through the new server after kill -9: ${describe(again)}`,
  )

  await server.stop('SIGTERM')
  server = null
  check(!existsSync(socketFile), 'a stopped server removes its socket')
  const direct = await leads(['status'])
  check(
    direct.status === 0 && JSON.parse(direct.stdout).leads === acked.size,
    `status with the site stopped (opens the directory): ${describe(direct)}`,
  )
} catch (error) {
  problems.push(error.message)
  console.error(`check failed: ${error.message}`)
} finally {
  if (server) await server.stop('SIGKILL')
  if (problems.length > 0) {
    console.error(`${problems.length} check(s) failed; server log: ${logFile}`)
    process.exitCode = 1
  } else {
    rmSync(dir, { recursive: true, force: true })
    console.log('all checks held')
  }
}
