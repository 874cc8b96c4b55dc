// Issue 46: the embedded leads store next to an operator on a bad day, and next to a second local
// user. `npm start` (server.mjs) on PGlite takes lead posts and a steady page load while an
// operator's psql, through the store's socket, runs `select pg_sleep(15)`, the one-row
// `COPY … FROM STDIN`, `COPY leads TO STDOUT`, then opens a transaction and disconnects. Prints
// page latency p50 / p99 / max in each phase, the lead answers by status, acknowledged vs stored,
// and the server's RSS before and after. Then, as `nobody` (setpriv, when run as root), tries to
// read the store's files, connect to its socket and find a TCP listener of it; again with a
// 120-character LEADS_DATA_DIR. The server runs under umask 000, so modes come from the code.
// Last, the reader of that server's log goes away: a logged lead, a lead and a page are still
// answered within 15 s each, and SIGTERM stops the server (exit 143).
//   node scripts/leads-operator.mjs [--sleep 15] [--leads 200]
// Fails if a page takes over 2.5 s (a stall: the store on the site's thread held pages for the
// whole 15 s pg_sleep), an acknowledged lead is missing, RSS grows by over 150 MB, the server
// exits, nobody gets in, or, with its log's reader gone, the server answers nothing within 15 s or
// does not stop on SIGTERM. The goals, no page over 1 s, p99 within 2× the idle p99 and RSS within
// 50 MB, are printed as met or missed: beside the test suite's background builds one page of a
// phase took 1.24 s while its operator command took 0.37 s, the machine's spread, not a stall.
// Port: LEADS_OPERATOR_PORT (3226). Everything it starts is stopped by its PID.
import { spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  ensureBuild,
  root,
  sleep,
  startServer,
  submit,
  tempDir,
  validLead,
} from './lib/leads-harness.mjs'

/** A page this slow waited for the store: the failure line (the 1 s goal is printed). */
const STALL_MS = 2_500
const { values: args } = parseArgs({
  options: {
    sleep: { type: 'string', default: '15' },
    leads: { type: 'string', default: '200' },
    // A control run: the operator's statements replaced by `select 1` (what the load costs alone).
    control: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.LEADS_OPERATOR_PORT || '3226' },
  },
})
const port = Number(args.port)
const sleepSeconds = Number(args.sleep)
const dir = tempDir('leads-operator')
// Open to every user, as a project folder is (0755): only the store's own modes may keep them out.
chmodSync(dir, 0o755)
const problems = []
function check(ok, message) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`)
  if (!ok) problems.push(message)
}

function psqlBinary() {
  const found = spawnSync('sh', ['-c', 'command -v psql || ls /usr/lib/postgresql/*/bin/psql'], {
    encoding: 'utf8',
  })
  const bin = found.stdout.trim().split('\n')[0]
  if (!bin) throw new Error('psql not found: run scripts/ensure-postgres.sh')
  return bin
}
const psql = psqlBinary()

const serverEnv = (dataDir) => ({
  LEADS_DATA_DIR: dataDir,
  DATABASE_URL: '',
  LEADS_WEBHOOK_URL: '',
  LEADS_RATE_LIMIT_PER_MINUTE: '100000000',
  // The default, whatever the caller's environment says: a lead faster than this is logged as
  // dropped, the line the closed log pipe meets at the end.
  LEADS_MIN_ELAPSED_MS: '1500',
})

/** The server under umask 000: whatever is private is so by the code, not by the shell's mask. */
const startLoose = (dataDir, logFile) =>
  startServer({ port, env: serverEnv(dataDir), logFile, umask: 0 })

/**
 * psql against the served store, as an operator would run it: a connection refused because the
 * previous one is still closing (the store takes one at a time) is tried again.
 */
async function runPsql(socketDir, psqlArgs, options = {}) {
  for (let attempt = 0; ; attempt++) {
    const result = await runPsqlOnce(socketDir, psqlArgs, options)
    if (attempt >= 5 || !/closed the connection unexpectedly/.test(result.out)) return result
    await sleep(200)
  }
}

/** psql against the served store: args, stdin text; resolves { code, out, ms } within limitMs. */
function runPsqlOnce(socketDir, psqlArgs, { input = null, limitMs = 60_000, user } = {}) {
  return new Promise((resolve) => {
    const command = user ? 'setpriv' : psql
    const prefix = user ? ['--reuid', user, '--regid', 'nogroup', '--clear-groups', psql] : []
    const child = spawn(
      command,
      [...prefix, '-X', '-h', socketDir, '-U', 'postgres', '-d', 'postgres', '-w', ...psqlArgs],
      { env: { ...process.env, PGCONNECT_TIMEOUT: '5' } },
    )
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    const started = Date.now()
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal, out: out.trim(), ms: Date.now() - started })
    })
    if (input !== null) child.stdin.end(input)
    else child.stdin.end()
  })
}

/** Whether `ready()` holds within `limitMs` (asked every 100 ms). */
async function until(limitMs, ready) {
  const deadline = Date.now() + limitMs
  while (!ready()) {
    if (Date.now() > deadline) return false
    await sleep(100)
  }
  return true
}

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)
  return line ? Number(line[1]) / 1024 : NaN
}
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
const ms = (value) => (value === undefined ? '–' : `${Math.round(value)} ms`)

let server = null
try {
  ensureBuild()
  const dataDir = path.join(dir, 'leads')
  server = await startLoose(dataDir, path.join(dir, 'server.log'))
  const socketDir = dataDir
  const base = server.base

  // A steady page load (two visitors) with each answer's time in the phase it started in. The
  // first phase warms the server up (pages rendered, code compiled, the store's first writes):
  // RSS is taken after it, and its latencies are not counted.
  let phase = 'warm-up'
  const latencies = new Map()
  let stop = false
  const pages = ['/', '/pricing', '/demo']
  const visitors = Array.from({ length: 2 }, async (_, v) => {
    for (let n = v; !stop; n++) {
      const started = performance.now()
      const at = phase
      try {
        const response = await fetch(base + pages[n % pages.length], {
          signal: AbortSignal.timeout(30_000),
        })
        await response.arrayBuffer()
      } catch {
        // A page that did not answer within 30 s counts as 30 s.
      }
      if (!latencies.has(at)) latencies.set(at, [])
      latencies.get(at).push(performance.now() - started)
      await sleep(20)
    }
  })

  // Lead posts spread over the run, each retried as the browser does
  // (src/components/forms/CmsForm/leadSubmit.ts: a 503 with a short Retry-After, up to 4 times,
  // same Idempotency-Key).
  const total = Number(args.leads)
  const statuses = new Map()
  const acknowledged = new Map()
  const ackTimes = []
  const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1)
  let posted = 0
  const poster = (async () => {
    const pause = ((2 * sleepSeconds + 18) * 1000) / total
    const inFlight = []
    for (let n = 0; n < total && !stop; n++) {
      posted++
      inFlight.push(
        (async () => {
          const key = randomUUID()
          const sent = performance.now()
          for (let attempt = 0; attempt < 5; attempt++) {
            const answer = await submit(base, validLead(n), {
              key,
              headers: { Origin: base },
            }).catch(() => ({ status: 'network error' }))
            count(answer.status)
            if (answer.status === 201 || answer.status === 200) {
              acknowledged.set(key, answer.body.id)
              ackTimes.push(performance.now() - sent)
              return
            }
            // Only what the browser sends again: a 503 with a short Retry-After.
            const retryAfter = Number(answer.retryAfter ?? NaN)
            if (answer.status !== 503 || !(retryAfter <= 10)) return
            await sleep(retryAfter * 1000)
          }
        })(),
      )
      await sleep(pause)
    }
    await Promise.all(inFlight)
  })()

  const operator = []
  const rssStart = rssMb(server.pid)
  // The warm-up includes a busy store as long as the operator's (a first burst of 503 answers
  // grows the heap once: repeated busy periods without a page load measured 676 -> 707 -> 714 ->
  // 711 -> 712 MB), so that one-time growth is not counted as the operator's.
  await sleep(2_000)
  await runPsql(socketDir, ['-c', `select pg_sleep(${sleepSeconds})`])
  await sleep(2_000)
  const rssBefore = rssMb(server.pid)
  const rssAt = []
  const step = async (name, run) => {
    phase = name
    rssAt.push(`${name}: ${rssMb(server.pid).toFixed(0)} MB`)
    const result = await run()
    operator.push({ name, ...result })
    return result
  }
  await step('idle', async () => {
    await sleep(3_000)
    return { code: 0, out: '', ms: 3_000 }
  })
  const slept = await step(`select pg_sleep(${sleepSeconds})`, () =>
    args.control
      ? sleep(sleepSeconds * 1000).then(() => ({ code: 0, out: '', ms: sleepSeconds * 1000 }))
      : runPsql(socketDir, ['-c', `select pg_sleep(${sleepSeconds})`]),
  )
  check(slept.code === 0, `the operator's pg_sleep(${sleepSeconds}) ran (${slept.ms} ms)`)
  const copyIn = await step('COPY … FROM STDIN (one row)', () =>
    runPsql(socketDir, ['-c', 'COPY lead_drop_counts (day, form_id, reason, count) FROM STDIN'], {
      input: '2026-11-28\tform-audit\thoneypot\t1\n',
      limitMs: 20_000,
    }),
  )
  check(
    copyIn.code !== 0 && /COPY FROM STDIN is not supported/.test(copyIn.out) && copyIn.ms < 5_000,
    `COPY FROM STDIN refused at once with a clear error (${copyIn.ms} ms): ${copyIn.out.split('\n')[0]}`,
  )
  const copyOut = await step('COPY leads TO STDOUT', () =>
    runPsql(socketDir, ['-c', 'COPY leads (id, form_id) TO STDOUT'], { limitMs: 20_000 }),
  )
  check(
    copyOut.code === 0 && copyOut.out.split('\n').length >= 1,
    `COPY leads TO STDOUT works (${copyOut.out.split('\n').filter(Boolean).length} rows, ${copyOut.ms} ms)`,
  )
  await step('transaction left open, then disconnect', async () => {
    const child = spawn(
      psql,
      ['-X', '-h', socketDir, '-U', 'postgres', '-d', 'postgres', '-w', '-v', 'ON_ERROR_STOP=1'],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    )
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    const closed = new Promise((resolve) => child.on('close', resolve))
    child.stdin.write(
      "begin;\ninsert into lead_drop_counts (day, form_id, reason, count) values ('2026-11-28', 'left-open', 'honeypot', 1);\n",
    )
    const deadline = Date.now() + 10_000
    while (!/INSERT 0 1/.test(out) && Date.now() < deadline) await sleep(50)
    await sleep(3_000)
    child.kill('SIGKILL')
    await closed
    await sleep(2_000)
    return { code: /INSERT 0 1/.test(out) ? 0 : 1, out, ms: 5_000 }
  })

  await poster
  stop = true
  await Promise.all(visitors)
  const rssAfter = rssMb(server.pid)

  // Page latency per phase.
  console.log('\n| phase | pages | p50 | p99 | max |\n| --- | --- | --- | --- | --- |')
  const idle = [...(latencies.get('idle') ?? [])].sort((a, b) => a - b)
  const idleP99 = quantile(idle, 0.99)
  latencies.delete('warm-up')
  for (const [name, values] of latencies) {
    const sorted = [...values].sort((a, b) => a - b)
    const p99 = quantile(sorted, 0.99)
    const max = sorted.at(-1)
    console.log(
      `| ${name} | ${sorted.length} | ${ms(quantile(sorted, 0.5))} | ${ms(p99)} | ${ms(max)} |`,
    )
    check(max <= STALL_MS, `${name}: no page stalled (over ${ms(STALL_MS)}; max ${ms(max)})`)
    // The goals, printed: on a machine shared with other work the spread is the machine's too.
    console.log(`     goal ${max <= 1_000 ? 'met' : 'missed'}: no page slower than 1 s`)
    if (name !== 'idle') {
      const met = p99 <= 2 * idleP99
      console.log(
        `     goal ${met ? 'met' : 'missed'}: p99 within 2× the idle p99 (${ms(2 * idleP99)})`,
      )
    }
  }

  // Leads: answers, acknowledged vs stored (export through the socket, as an operator would).
  const exported = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'leads.mjs'), 'export', '--format', 'json'],
    {
      cwd: root,
      env: { ...process.env, ...serverEnv(dataDir) },
      encoding: 'utf8',
      maxBuffer: 64e6,
      timeout: 60_000,
    },
  )
  const stored = new Set(exported.status === 0 ? JSON.parse(exported.stdout).map((r) => r.id) : [])
  const missing = [...acknowledged.values()].filter((id) => !stored.has(id)).length
  const answers = [...statuses]
    .sort()
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ')
  console.log(`\nlead posts: ${posted}; answers (retries included): ${answers}`)
  console.log(`acknowledged ${acknowledged.size}, stored ${stored.size}, missing ${missing}`)
  const acks = ackTimes.sort((a, b) => a - b)
  console.log(
    `time to acknowledgment (retries included): p50 ${ms(quantile(acks, 0.5))}, p99 ${ms(quantile(acks, 0.99))}, max ${ms(acks.at(-1))}`,
  )
  console.log(
    `server RSS: ${rssStart.toFixed(0)} MB at start, ${rssBefore.toFixed(0)} MB after the warm-up, ${rssAfter.toFixed(0)} MB after`,
  )
  console.log(`RSS as each phase began: ${rssAt.join('; ')}\n`)
  check(exported.status === 0, `export while serving: exit ${exported.status}`)
  check(missing === 0, `every acknowledged lead stored (${missing} missing)`)
  check(acknowledged.size > 0, `leads acknowledged during the run (${acknowledged.size})`)
  // The goal is flat within 50 MB, printed; the check fails on growth no heap settles at (the
  // one-row COPY FROM STDIN took the old main-thread store up 28 MB/s until the heap ran out).
  const grew = rssAfter - rssBefore
  console.log(
    `     goal ${grew <= 50 ? 'met' : 'missed'}: RSS flat within 50 MB (${grew.toFixed(1)} MB)`,
  )
  check(
    grew <= 150,
    `RSS bounded: grew ${grew.toFixed(1)} MB over the operator's run (fails past 150 MB)`,
  )
  check(server.alive(), 'the server is still running')

  await nobodyChecks(dataDir, server)
  await server.stop('SIGTERM')
  server = null

  // The same with a data directory whose socket path would be too long (120 characters).
  const longDir = path.join(dir, 'l'.repeat(Math.max(1, 120 - dir.length - 7)), 'leads')
  mkdirSync(path.dirname(longDir), { mode: 0o755 })
  server = await startLoose(longDir, path.join(dir, 'server-long.log'))
  await submit(server.base, validLead(0), { headers: { Origin: server.base } })
  console.log(`\nLEADS_DATA_DIR of ${longDir.length} characters:`)
  await nobodyChecks(longDir, server)

  // The server's log loses its reader (a log collector that died). A lead too fast to be a
  // person's is answered as sent and logged as dropped: after the pipe is closed, that line meets
  // it. The server then spun at full CPU answering nothing, and only SIGKILL stopped it.
  console.log('\nthe log collector goes away:')
  const tooFast = (n) => validLead(n, { _elapsedMs: 10 })
  const options = () => ({
    headers: { Origin: server.base },
    signal: AbortSignal.timeout(15_000),
  })
  await submit(server.base, tooFast(1), options())
  const logFile = path.join(dir, 'server-long.log')
  const logged = await until(10_000, () =>
    readFileSync(logFile, 'utf8').includes('[leads] dropped submission'),
  )
  check(logged, 'before: a lead too fast to be sent by a person is logged as dropped')
  server.closeLog()
  const answered = async (what, request) => {
    const started = Date.now()
    const status = await request().catch((error) => error.cause?.code ?? error.name)
    check(status === 200 || status === 201, `${what}: ${status} in ${ms(Date.now() - started)}`)
  }
  await answered(
    'a lead logged as dropped',
    async () => (await submit(server.base, tooFast(2), options())).status,
  )
  await answered(
    'then a lead',
    async () => (await submit(server.base, validLead(3), options())).status,
  )
  await answered('then a page', async () => {
    const response = await fetch(`${server.base}/pricing`, options())
    await response.arrayBuffer()
    return response.status
  })
  await server.stop('SIGTERM')
  const { code, signal } = await server.exit
  check(code === 143, `then SIGTERM stops it (exit ${code ?? signal})`)
  server = null
} catch (error) {
  problems.push(error.message)
  console.error(`check failed: ${error.stack ?? error.message}`)
} finally {
  if (server) await server.stop('SIGKILL')
  if (problems.length > 0) {
    console.error(`${problems.length} check(s) failed; logs in ${dir}`)
    process.exitCode = 1
  } else {
    rmSync(dir, { recursive: true, force: true })
    console.log('all checks held')
  }
}

/** Every entry under root as [path, stat] (root's user). */
function walk(root) {
  const entries = []
  const visit = (entry) => {
    const stat = lstatSync(entry)
    entries.push([entry, stat])
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name))
  }
  visit(root)
  return entries
}

/** What a second local user (nobody) can reach of a running server's store. */
async function nobodyChecks(dataDir, running) {
  const entries = walk(dataDir)
  const loose = entries.filter(([, stat]) => (stat.mode & 0o077) !== 0)
  check(
    loose.length === 0,
    `${entries.length} entries of LEADS_DATA_DIR, none open to other users (umask 000)` +
      (loose.length ? `: ${loose.length}, e.g. ${loose[0][0]}` : ''),
  )
  const endpoint = JSON.parse(readFileSync(path.join(dataDir, 'leads-socket.json'), 'utf8'))
  if (typeof endpoint.path !== 'string') {
    check(
      false,
      `the store is served on a Unix socket (it is on TCP ${endpoint.host}:${endpoint.port})`,
    )
    return
  }
  const socketDir = path.dirname(endpoint.path)
  // TCP listeners of the server's process: the site's port only.
  const ss = spawnSync('ss', ['-ltnpH'], { encoding: 'utf8' })
  const ports = ss.stdout
    .split('\n')
    .filter((line) => line.includes(`pid=${running.pid},`))
    .map((line) => line.split(/\s+/)[3])
  check(
    ss.status === 0 && ports.length > 0 && ports.every((address) => address.endsWith(`:${port}`)),
    `the server listens on TCP only for the site (${ports.join(', ') || 'none found'})`,
  )
  if (process.getuid?.() !== 0) {
    console.log('skip the checks as nobody: they need root (setpriv)')
    return
  }
  const asNobody = (script, ...scriptArgs) =>
    spawnSync(
      'setpriv',
      [
        '--reuid',
        'nobody',
        '--regid',
        'nogroup',
        '--clear-groups',
        'sh',
        '-c',
        script,
        'sh',
      ].concat(scriptArgs),
      { encoding: 'utf8', maxBuffer: 64e6 },
    )
  const files = entries.filter(([, stat]) => stat.isFile()).map(([file]) => file)
  const reach = asNobody(
    'r=0; w=0; for f in "$@"; do [ -r "$f" ] && r=$((r+1)); [ -w "$f" ] && w=$((w+1)); done; echo "$r $w"',
    ...files,
  )
  const [readable, writable] = reach.stdout.trim().split(' ').map(Number)
  check(
    reach.status === 0 && readable === 0 && writable === 0,
    `as nobody: ${readable} of ${files.length} files readable, ${writable} writable`,
  )
  const grep = asNobody('grep -rhoa "@analytical-engines.example" "$1" | wc -l', dataDir)
  check(
    Number(grep.stdout.trim()) === 0,
    `as nobody: grep finds no lead e-mail address in LEADS_DATA_DIR (${grep.stdout.trim()} found)`,
  )
  const connect = await runPsql(socketDir, ['-c', 'select count(*) from leads'], {
    user: 'nobody',
    limitMs: 15_000,
  })
  check(
    connect.code !== 0,
    `as nobody: psql -h ${socketDir} is refused (${connect.out.split('\n')[0]})`,
  )
}
