// Shared by the lead server's measurement scripts (bench, fuzz, kill, relay workers): start and
// stop `next start`, a local webhook and a local PostgreSQL, each by its own PID, on 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { chmodSync, chownSync, createWriteStream } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DIST_DIR } from '../../src/server/distDir.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
export const SUBMIT_PATH = '/api/formSubmit'

/** A fresh temp directory (removed by the caller). */
export function tempDir(prefix) {
  return mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
}

/** `next build` once, when there is no production build yet (in NEXT_DIST_DIR, default .next). */
export function ensureBuild() {
  if (existsSync(path.join(root, DIST_DIR, 'BUILD_ID'))) return
  console.log('No production build: running next build…')
  const result = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('next build failed')
}

/** A valid demo-form submission (the embedded dataset's form-demo), unique per `n`. */
export function validLead(n, extra = {}) {
  return {
    formId: 'form-demo',
    page: '/demo',
    firstName: `Ada${n}`,
    lastName: 'Lovelace',
    workEmail: `ada${n}@analytical-engines.example`,
    company: 'Analytical Engines',
    teamSize: '11–50 people',
    message: 'We would like to build an internal tool.',
    utm_source: 'bench',
    _elapsedMs: 4000,
    ...extra,
  }
}

/**
 * The site's server (`npm start`: server.mjs, Next's custom server) on 127.0.0.1:<port> with extra
 * environment, started as a direct child so its PID is the server's (kill -9 hits the server
 * itself; with `umask`, a shell sets it and execs the server in its place). Resolves once it
 * answers.
 */
export async function startServer({ port, env = {}, logFile, umask }) {
  const out = logFile ? createWriteStream(logFile, { flags: 'a' }) : null
  const serverArgs = [path.join(root, 'server.mjs'), '-H', '127.0.0.1', '-p', String(port)]
  const [command, commandArgs] =
    umask === undefined
      ? [process.execPath, serverArgs]
      : [
          'sh',
          ['-c', `umask ${umask.toString(8)} && exec "$0" "$@"`, process.execPath, ...serverArgs],
        ]
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', out ? 'pipe' : 'ignore', out ? 'pipe' : 'ignore'],
  })
  if (out) {
    child.stdout.pipe(out)
    child.stderr.pipe(out)
  }
  let exited = false
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true
      resolve({ code, signal })
    }),
  )
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (exited) throw new Error(`next start exited early (see ${logFile ?? 'its output'})`)
    try {
      const response = await fetch(base + SUBMIT_PATH, { method: 'GET' })
      await response.arrayBuffer()
      if (response.status === 405) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error('next start did not answer within 60 s')
    }
    await sleep(200)
  }
  return {
    pid: child.pid,
    base,
    exit,
    alive: () => !exited,
    /**
     * The server's log loses its reader (a log collector that died): the pipes its output goes
     * to are closed, so its next line meets EPIPE. Only with `logFile` (the output is piped).
     */
    closeLog() {
      if (!out) throw new Error('closeLog needs a logFile: the output is not piped')
      child.stdout.destroy()
      child.stderr.destroy()
      out.end()
    },
    /** SIGTERM (graceful) or SIGKILL (kill -9), then wait for the process to end. */
    async stop(signal = 'SIGTERM') {
      if (!exited) process.kill(child.pid, signal)
      const timer = setTimeout(() => !exited && process.kill(child.pid, 'SIGKILL'), 15_000)
      await exit
      clearTimeout(timer)
    },
  }
}

/**
 * POST a JSON submission; resolves { status, body, retryAfter } (never throws on HTTP errors; a
 * `signal` may end the wait).
 */
export async function submit(base, body, { key = randomUUID(), headers = {}, signal } = {}) {
  const response = await fetch(base + SUBMIT_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal,
  })
  const text = await response.text()
  let parsed = null
  try {
    parsed = JSON.parse(text)
  } catch {
    // Not JSON.
  }
  return {
    status: response.status,
    body: parsed,
    key,
    retryAfter: response.headers.get('retry-after'),
  }
}

/**
 * A CRM webhook on 127.0.0.1 that fails `failRate` of the deliveries (HTTP 500) and records every
 * success per lead id (the Idempotency-Key header).
 */
export async function startWebhook({ failRate = 0, delayMs = 0 } = {}) {
  const successes = new Map()
  let received = 0
  let failed = 0
  const server = http.createServer((request, response) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', async () => {
      received++
      if (delayMs) await sleep(Math.random() * delayMs)
      const id = request.headers['idempotency-key']
      let valid = false
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        valid = typeof id === 'string' && body.id === id
      } catch {
        valid = false
      }
      if (!valid || Math.random() < failRate) {
        failed++
        response.writeHead(valid ? 500 : 400).end()
        return
      }
      successes.set(id, (successes.get(id) ?? 0) + 1)
      response.writeHead(204).end()
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    url: `http://127.0.0.1:${port}/crm/leads`,
    successes,
    stats: () => ({ received, failed, succeeded: successes.size }),
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** Runs `fn(db)` on a PGlite data directory no server holds (counts after a run). */
export async function withPglite(dataDir, fn) {
  // As the server opens it: every file it writes stays private to this user.
  const { openPglite } = await import('../../src/server/leads/served.mjs')
  const db = await openPglite(dataDir)
  try {
    return await fn(db)
  } finally {
    await db.close()
  }
}

function postgresBin() {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a))
  for (const version of versions) {
    const bin = path.join(base, version, 'bin')
    if (existsSync(path.join(bin, 'postgres'))) return bin
  }
  return null
}

/** Debian's PostgreSQL, installed with apt when missing (scripts/ensure-postgres.sh). */
export function ensurePostgres() {
  if (postgresBin()) return postgresBin()
  const result = spawnSync('bash', [path.join(root, 'scripts', 'ensure-postgres.sh')], {
    stdio: 'inherit',
  })
  if (result.status !== 0 || !postgresBin()) throw new Error('PostgreSQL could not be installed')
  return postgresBin()
}

/**
 * A throwaway PostgreSQL: initdb into a temp dir as the `postgres` user (root may not run it),
 * listening on a unix socket only in that dir. Stopped by the postmaster's PID.
 */
export async function startPostgres({ port = 5433 } = {}) {
  const bin = ensurePostgres()
  const dir = tempDir('leads-pg')
  const data = path.join(dir, 'data')
  const socket = path.join(dir, 'socket')
  mkdirSync(data)
  mkdirSync(socket)
  let uid = process.getuid()
  let gid = process.getgid()
  if (uid === 0) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    uid = Number(id.stdout.trim())
    gid = Number(group.stdout.trim())
    for (const entry of [dir, data, socket]) chownSync(entry, uid, gid)
  }
  chmodSync(data, 0o700)
  const asPostgres = { uid, gid, env: { ...process.env, HOME: dir, LC_ALL: 'C.UTF-8' } }
  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions'],
    { ...asPostgres, encoding: 'utf8' },
  )
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`)
  const child = spawn(
    path.join(bin, 'postgres'),
    ['-D', data, '-k', socket, '-p', String(port), '-c', 'listen_addresses=', '-c', 'fsync=on'],
    { ...asPostgres, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let log = ''
  child.stderr.on('data', (chunk) => (log += chunk))
  let exited = false
  const exit = new Promise((resolve) => child.once('exit', () => resolve((exited = true))))
  const url = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socket)}&port=${port}`
  const pg = (await import('pg')).default
  const deadline = Date.now() + 30_000
  for (;;) {
    if (exited) throw new Error(`postgres exited: ${log}`)
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      break
    } catch {
      await client.end().catch(() => {})
      if (Date.now() > deadline) throw new Error(`postgres did not start: ${log}`)
      await sleep(200)
    }
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      // SIGINT: PostgreSQL's fast shutdown.
      if (!exited) process.kill(child.pid, 'SIGINT')
      await exit
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Runs `npm run leads -- …` style commands (scripts/leads.mjs) and returns their output. */
export function leadsCli(args, env = {}) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'leads.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'))
}
