// Issue 34: the replicated set-up, end to end on one machine, all on 127.0.0.1. From the
// production build (`next build` first; NEXT_DIST_DIR, default .next), two replicas, each on a
// copy of the build of its own (.next-cluster-a, .next-cluster-b): Redis (REDIS_URL, the shared
// page and data cache; no persistence), PostgreSQL (DATABASE_URL, the leads), both replicas with
// TRUST_PROXY=1, and nginx in front with deploy/nginx.conf (TLS with a throwaway certificate).
// Then, each printing its figures:
//   1. the front: nginx's own answers (redirect, static file, 404, 413) carry the site's security
//      headers, a replica's answer carries them once, a trickled body is cut off by nginx;
//   2. publish: a signed webhook sent to replica A makes the page fresh through nginx and on
//      replica B directly within 5 s, and B's new page runs in Chromium with 0 CSP violations,
//      hydrated, and through nginx with every stylesheet and script found;
//   3. 1,000 leads through nginx are stored exactly once in PostgreSQL, keyed for the rate
//      limit by the address nginx saw (not the X-Forwarded-For the client sent);
//   4. kill -9 of replica B under load: no acknowledged lead lost, page GETs answered 200;
//   5. B restarted on a fresh copy of the build (no page cache on its disk) serves the published
//      page and three others from Redis, without rendering them, from its first visits on;
//   6. PostgreSQL down: leads are answered 503, and pages still 200 through nginx;
//   and (issue 47) the query string, cookie and header of the visit that regenerates a page,
//   after a publish and on a stale entry, are in no page served later on A, B or nginx; a Redis
//   paused with SIGSTOP costs a page at most REDIS_TIMEOUT_MS, and an entry changed in Redis is
//   not served (scripts/lib/cluster-redis-checks.mjs); nginx redirects to its server_name, never
//   to the Host it was sent, its own answers carry the security headers, and a client reaching a
//   replica directly is rate-limited by its own address (scripts/lib/cluster-front-checks.mjs);
//   and (issue 49) nginx keeps pages for 1 s, keyed on the path alone, never for draft mode, a
//   navigation, a POST or the API (scripts/lib/cluster-cache-checks.mjs).
// Every process is started here and stopped by its PID at the end, also on failure.
//   node scripts/test-cluster.mjs          (CLUSTER_PORT: the first of 6 ports, default 3220)
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import tls from 'node:tls'
import { chromium } from '@playwright/test'
import { encodeSignatureHeader } from '@sanity/webhook'
import pg from 'pg'
import { createClient } from 'redis'
import {
  root,
  sleep,
  startPostgres,
  startServer,
  tempDir,
  validLead,
} from './lib/leads-harness.mjs'
import { DIST_DIR } from '../src/server/distDir.mjs'
import { startRedis } from './lib/redis.mjs'
import { frontCacheChecks } from './lib/cluster-cache-checks.mjs'
import { makeCertificate, startNginx } from './lib/nginx-front.mjs'
import { frontChecks } from './lib/cluster-front-checks.mjs'
import { clusterRedisChecks, makeStale } from './lib/cluster-redis-checks.mjs'

const FIRST_PORT = Number(process.env.CLUSTER_PORT || 3220)
const PORTS = {
  a: FIRST_PORT,
  b: FIRST_PORT + 1,
  https: FIRST_PORT + 2,
  http: FIRST_PORT + 3,
  redis: FIRST_PORT + 4,
  postgres: FIRST_PORT + 5,
}
const BUILD = path.join(root, DIST_DIR)
const DIST = { a: '.next-cluster-a', b: '.next-cluster-b' }
const SECRET = 'cluster-check-secret'
/** Draft mode through the front (scripts/lib/cluster-cache-checks.mjs). */
const PREVIEW_SECRET = 'cluster-check-preview-secret'
/** Every replica's (issue 47): what they store in Redis is signed with it. */
const CACHE_SIGNING_SECRET = 'cluster-check-cache-signing-secret-0123456789'
const PAGE = { _id: 'page-pricing', slug: 'pricing', path: '/pricing' }
const PUBLISH_GOAL_MS = 5000
const LEADS = 1000
/** Lead posters during the kill: each has one post in flight, so at most this many fail. */
const POSTERS = 12
const SITE_ORIGIN = new URL(process.env.NEXT_PUBLIC_SITE_URL || 'https://www.forgeline.example')
  .origin
/** The security headers every answer carries, the replicas' and nginx's own alike. */
const SECURITY_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'content-security-policy',
  'x-frame-options',
]

const failures = []
/** Runs one check: its failure is recorded and printed, and the next check still runs. */
async function check(name, run) {
  console.log(`\n- ${name}`)
  const started = Date.now()
  try {
    await run()
    console.log(`  ok (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  } catch (error) {
    failures.push(name)
    console.log(`  FAILED: ${error.message}`)
  }
}
function expect(condition, message) {
  if (!condition) throw new Error(message)
  console.log(`  held: ${message}`)
}

// --- HTTP --------------------------------------------------------------------------------------

let agent
/** One request; resolves { status, headers, raw (header name → every value), text, ms }. */
function request(url, { method = 'GET', headers = {}, body } = {}) {
  const started = Date.now()
  const target = new URL(url)
  const client = target.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      { method, headers, agent: target.protocol === 'https:' ? agent : undefined },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const raw = {}
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i].toLowerCase()
            ;(raw[name] ??= []).push(response.rawHeaders[i + 1])
          }
          resolve({
            status: response.statusCode,
            headers: response.headers,
            raw,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: Date.now() - started,
          })
        })
      },
    )
    req.on('error', reject)
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${url}: no answer in 30 s`)))
    req.end(body)
  })
}

const titleOf = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''

function securityHeadersOf(response) {
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.raw[name] ?? []]))
}

function submitLead(base, n, key, extraHeaders = {}) {
  return request(`${base}/api/formSubmit`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
      Origin: SITE_ORIGIN,
      ...extraHeaders,
    },
    body: JSON.stringify(validLead(n)),
  })
}

/** A body sent one byte and then nothing: when and how nginx ends it. */
function trickle(port, ca) {
  return new Promise((resolve) => {
    const started = Date.now()
    const socket = tls.connect({ host: '127.0.0.1', port, ca })
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('secureConnect', () => {
      socket.write(
        'POST /api/formSubmit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{',
      )
    })
    socket.on('data', (chunk) => (answer += chunk))
    const done = () => resolve({ ms: Date.now() - started, status: answer.slice(9, 12) || 'none' })
    socket.on('close', done)
    socket.on('error', () => {})
  })
}

// --- the run -----------------------------------------------------------------------------------

function copyBuild(name) {
  const target = path.join(root, DIST[name])
  rmSync(target, { recursive: true, force: true })
  // The build without its cache folder: a replica on a new machine has only the build's files.
  cpSync(BUILD, target, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => path.relative(BUILD, source) !== 'cache',
  })
}

function setTitle(file, title) {
  const lines = readFileSync(file, 'utf8').split('\n')
  const edited = lines.map((line) => {
    if (!line) return line
    const doc = JSON.parse(line)
    if (doc._id !== PAGE._id) return line
    return JSON.stringify({ ...doc, title, _updatedAt: new Date().toISOString() })
  })
  writeFileSync(file, edited.join('\n'))
}

async function webhook(base) {
  const payload = JSON.stringify({ _type: 'page', _id: PAGE._id, slug: PAGE.slug })
  const signature = await encodeSignatureHeader(payload, Date.now(), SECRET)
  return request(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'sanity-webhook-signature': signature },
    body: payload,
  })
}

async function main() {
  // Installed with apt when missing (test.sh runs the same scripts before this step).
  for (const installer of ['ensure-redis.sh', 'ensure-nginx.sh']) {
    const installed = spawnSync('bash', [path.join(root, 'scripts', installer)], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    if (installed.status !== 0) throw new Error(`scripts/${installer} failed`)
  }
  if (!existsSync(path.join(BUILD, 'BUILD_ID'))) {
    throw new Error(`no production build in ${BUILD}: run next build first`)
  }
  const dir = tempDir('cluster')
  const owned = []
  let browser = null
  try {
    const started = Date.now()
    copyBuild('a')
    copyBuild('b')
    const dataset = path.join(dir, 'dataset.ndjson')
    cpSync(path.join(root, 'content', 'dataset.ndjson'), dataset)
    const tlsFiles = makeCertificate(dir)
    const ca = readFileSync(tlsFiles.cert)
    agent = new https.Agent({ ca, keepAlive: true, maxSockets: 64 })

    const redis = await startRedis({ port: PORTS.redis })
    owned.push(redis)
    const redisClient = createClient({ url: redis.url })
    await redisClient.connect()
    owned.push({ stop: () => redisClient.quit() })
    /** Writes Redis has taken since it started (INFO persistence: rdb_changes_since_last_save). */
    const redisWrites = async () =>
      Number(/rdb_changes_since_last_save:(\d+)/.exec(await redisClient.info('persistence'))?.[1])
    const postgres = await startPostgres({ port: PORTS.postgres })
    owned.push(postgres)
    const migrate = spawnSync(process.execPath, [path.join(root, 'scripts', 'db-migrate.mjs')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: postgres.url },
      encoding: 'utf8',
    })
    if (migrate.status !== 0) throw new Error(`db:migrate: ${migrate.stderr}`)

    const replicaEnv = (name) => ({
      NEXT_DIST_DIR: DIST[name],
      REDIS_URL: redis.url,
      // Issue 47: the replicas sign what they store in Redis with one shared secret.
      CACHE_SIGNING_SECRET,
      DATABASE_URL: postgres.url,
      LEADS_AUTO_MIGRATE: '0',
      LEADS_DATA_DIR: '',
      LEADS_WEBHOOK_URL: '',
      LEADS_FORM_STAMP_SECRET: 'cluster-check-stamp-secret',
      // Every test request reaches the replicas from nginx on 127.0.0.1: one rate-limit bucket.
      LEADS_RATE_LIMIT_PER_MINUTE: '100000000',
      TRUST_PROXY: '1',
      // Issue 47: X-Forwarded-For from nginx's address only (cluster-front-checks.mjs posts past it).
      TRUST_PROXY_FROM: '127.0.0.1',
      SANITY_EMBEDDED_DATASET: dataset,
      SANITY_REVALIDATE_SECRET: SECRET,
      SANITY_PREVIEW_SECRET: PREVIEW_SECRET,
    })
    const startReplica = (name) =>
      startServer({
        port: PORTS[name],
        env: replicaEnv(name),
        logFile: path.join(dir, `replica-${name}.log`),
      })
    const replicas = {}
    ;[replicas.a, replicas.b] = await Promise.all([startReplica('a'), startReplica('b')])
    owned.push({ stop: () => replicas.a.stop() }, { stop: () => replicas.b.stop() })
    const nginx = await startNginx({
      dir,
      tlsFiles,
      staticSource: path.join(root, DIST.a, 'static'),
      ports: PORTS,
      replicas: [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`],
    })
    owned.push(nginx)
    const front = `https://127.0.0.1:${PORTS.https}`
    console.log(
      `started in ${((Date.now() - started) / 1000).toFixed(1)} s: redis ${redis.pid}, postgres ` +
        `${postgres.pid}, replica A ${replicas.a.pid} (:${PORTS.a}), replica B ` +
        `${replicas.b.pid} (:${PORTS.b}), nginx ${nginx.pid} (:${PORTS.https}, :${PORTS.http})`,
    )
    const trickled = trickle(PORTS.https, ca)

    await check('The front: nginx answers with the site security headers, once', async () => {
      const reference = securityHeadersOf(await request(`${replicas.a.base}/api/formSubmit`))
      const page = await request(`${front}${PAGE.path}`)
      expect(page.status === 200, `a page through nginx answers ${page.status}`)
      const doubled = SECURITY_HEADERS.filter((name) => (page.raw[name]?.length ?? 0) !== 1)
      expect(doubled.length === 0, `a replica's page carries each security header once`)
      expect(
        page.headers.server === 'nginx',
        `nginx names no version (Server: ${page.headers.server})`,
      )
      // The scheme the replicas see is nginx's (HTTPS), whatever the client claims: the form
      // stamp's cookie is Secure only when the visitor came over HTTPS (TRUST_PROXY).
      const stamp = await request(`${front}/api/form-stamp`, {
        headers: { 'X-Forwarded-Proto': 'http' },
      })
      expect(
        /;\s*Secure\b/i.test(String(stamp.headers['set-cookie'])),
        "X-Forwarded-Proto is nginx's https, not the client's http (the stamp cookie is Secure)",
      )
      const chunks = path.join(root, DIST.a, 'static', 'chunks')
      const chunk = readdirSync(chunks).find((file) => file.endsWith('.js'))
      const own = {
        redirect: await request(`http://127.0.0.1:${PORTS.http}${PAGE.path}`),
        static: await request(`${front}/_next/static/chunks/${chunk}`),
        'missing static file': await request(`${front}/_next/static/chunks/no-such-chunk.js`),
        'body too large': await request(`${front}/api/formSubmit`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ formId: 'form-demo', message: 'x'.repeat(40 * 1024) }),
        }),
      }
      const statuses = Object.entries(own).map(([kind, r]) => `${kind} ${r.status}`)
      console.log(`  nginx's own answers: ${statuses.join(', ')}`)
      expect(
        own.redirect.status === 301 &&
          own.redirect.headers.location === `https://127.0.0.1${PAGE.path}`,
        'plain HTTP is redirected to HTTPS (301)',
      )
      expect(
        own.static.status === 200 &&
          own.static.headers['cache-control'] === 'public, max-age=31536000, immutable',
        'a build file comes from disk, cached for a year (immutable)',
      )
      expect(
        own['missing static file'].status === 404 &&
          own['missing static file'].text.startsWith('The site could not answer'),
        'a missing /_next/static/ file is nginx’s 404, not a replica render',
      )
      expect(own['body too large'].status === 413, 'a 40 KB form body is refused by nginx (413)')
      for (const [kind, response] of Object.entries(own)) {
        const headers = securityHeadersOf(response)
        const differ = SECURITY_HEADERS.filter(
          (name) => JSON.stringify(headers[name]) !== JSON.stringify(reference[name]),
        )
        if (differ.length) {
          throw new Error(`${kind}: ${differ.map((n) => `${n}: ${headers[n]}`).join('; ')}`)
        }
      }
      expect(true, `each carries the replicas' security headers, once (${SECURITY_HEADERS.length})`)
    })

    let newTitle = ''
    await check(
      'Publish on replica A: fresh through nginx and on replica B within 5 s',
      async () => {
        for (const base of [replicas.a.base, replicas.b.base, front]) {
          const before = await request(base + PAGE.path)
          if (!titleOf(before.text).startsWith('Pricing')) {
            throw new Error(`unexpected title before: ${titleOf(before.text)}`)
          }
        }
        newTitle = `Pricing, published ${Date.now()}`
        setTitle(dataset, newTitle)
        const sent = Date.now()
        const answer = await webhook(replicas.a.base)
        expect(answer.status === 200, `the signed webhook to replica A answers ${answer.status}`)
        const freshAt = {}
        while (Date.now() - sent < 15_000 && Object.keys(freshAt).length < 2) {
          for (const [name, base] of [
            ['replica B', replicas.b.base],
            ['nginx', front],
          ]) {
            if (freshAt[name]) continue
            // Through nginx, four visits at once (round robin: both replicas) must all show it.
            const seen = await Promise.all(
              Array.from({ length: base === front ? 4 : 1 }, () => request(base + PAGE.path)),
            )
            if (seen.every((visit) => titleOf(visit.text).startsWith(newTitle))) {
              freshAt[name] = Date.now() - sent
            }
          }
          await sleep(100)
        }
        console.log(
          `  new title: through nginx after ${freshAt.nginx ?? '> 15000'} ms, on replica B ` +
            `directly after ${freshAt['replica B'] ?? '> 15000'} ms`,
        )
        for (const name of ['nginx', 'replica B']) {
          expect(
            freshAt[name] !== undefined && freshAt[name] <= PUBLISH_GOAL_MS,
            `${name} shows the published title within ${PUBLISH_GOAL_MS} ms`,
          )
        }
      },
    )

    await check("Replica B's new page in Chromium: 0 CSP violations, hydrated", async () => {
      browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      })
      const seen = []
      // Home, through nginx, comes from the page cache: it links the site stylesheet.
      for (const base of [replicas.a.base, replicas.b.base]) await request(`${base}/`)
      for (const [name, base, pagePath] of [
        ['replica B', replicas.b.base, PAGE.path],
        ['nginx', front, PAGE.path],
        ['nginx, home', front, '/'],
      ]) {
        const context = await browser.newContext({ ignoreHTTPSErrors: true })
        const page = await context.newPage()
        const failed = []
        // A file the page needs that is missing: answered 4xx/5xx, or refused by the browser (a
        // text/plain 404 for a stylesheet, under nosniff, never even reaches 'response').
        const needed = (request) =>
          ['stylesheet', 'script', 'font'].includes(request.resourceType())
        page.on('response', (response) => {
          if (needed(response.request()) && response.status() >= 400) {
            failed.push(`${response.status()} ${new URL(response.url()).pathname}`)
          }
        })
        page.on('requestfailed', (request) => {
          if (needed(request)) failed.push(`failed ${new URL(request.url()).pathname}`)
        })
        await page.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            ;(window.__csp ??= []).push(`${event.violatedDirective} ${event.blockedURI}`)
          })
        })
        await page.goto(base + pagePath)
        // Hydrated: the header has measured itself (e2e/support/hydrated.ts).
        const hydrated = await page
          .waitForFunction(
            () => document.documentElement.style.getPropertyValue('--fl-layout-headerOffset'),
            null,
            { timeout: 10_000 },
          )
          .then(() => true)
          .catch(() => false)
        await page.waitForLoadState('networkidle')
        const violations = await page.evaluate(() => window.__csp ?? [])
        const title = await page.title()
        await context.close()
        console.log(
          `  ${name}: "${title}", ${violations.length} CSP violations, hydrated: ${hydrated}, ` +
            `stylesheets/scripts/fonts missing: ${failed.length}`,
        )
        seen.push({ name, title, violations, hydrated, failed })
      }
      for (const { name, title, violations, hydrated, failed } of seen) {
        if (name !== 'nginx, home') {
          expect(title.startsWith(newTitle), `${name} shows the published page`)
        }
        expect(violations.length === 0, `${name}: 0 CSP violations ${violations.join(' | ')}`)
        expect(hydrated, `${name}: the page hydrates`)
        expect(failed.length === 0, `${name}: every stylesheet, script and font loads ${failed}`)
      }
    })

    const db = new pg.Client({ connectionString: postgres.url })
    await db.connect()
    let dbOpen = true
    owned.push({ stop: async () => dbOpen && (await db.end()) })
    const acked = new Map()
    await check(
      "A visitor's query string, cookie and header reach no shared page (publish, stale entry)",
      async () => {
        const marker = `MARK${Date.now()}`
        // What a visitor's request carries: a tracking token and an e-mail address in the query
        // string, a cookie and a header of its own, each with the marker.
        const visit = (base, n) =>
          request(
            `${base}${PAGE.path}?mkt_tok=${marker}-query-${n}&email=jane.doe%40customer.example`,
            {
              headers: {
                Cookie: `visitor=${marker}-cookie-${n}`,
                'X-Visitor-Note': `${marker}-header-${n}`,
              },
            },
          )
        // 1. After a publish, the visit that comes first renders the page for everyone.
        // The page published last, which a restarted replica must serve (below).
        newTitle = `Pricing, published with a marker check ${Date.now()}`
        setTitle(dataset, newTitle)
        const published = await webhook(replicas.a.base)
        expect(published.status === 200, `the signed webhook answers ${published.status}`)
        const afterPublish = await visit(replicas.a.base, 1)
        // 2. A stale entry: its time moved back 90 minutes in Redis; the next visit is served the
        //    stale page and regenerates it in the background, on replica B this time.
        const staled = await makeStale(redisClient, PAGE.path, CACHE_SIGNING_SECRET)
        expect(staled > 0, `the page's entries made stale in Redis (${staled})`)
        const staleVisit = await visit(replicas.b.base, 2)
        const deadline = Date.now() + 15_000
        while (Date.now() < deadline) {
          const plain = await request(replicas.b.base + PAGE.path)
          if (plain.headers['x-nextjs-cache'] !== 'STALE') break
          await sleep(100)
        }
        console.log(
          `  the marked visits: after the publish ${afterPublish.status} ` +
            `${afterPublish.headers['x-nextjs-cache'] ?? ''}, on the stale entry ` +
            `${staleVisit.status} ${staleVisit.headers['x-nextjs-cache'] ?? ''}`,
        )
        const later = await Promise.all([
          request(replicas.a.base + PAGE.path),
          request(replicas.b.base + PAGE.path),
          ...Array.from({ length: 4 }, () => request(front + PAGE.path)),
        ])
        const hits = later.filter((page) => page.text.includes(marker)).length
        console.log(`  marker hits in ${later.length} later pages (A, B, nginx x4): ${hits}`)
        expect(
          later.every((page) => page.status === 200) && hits === 0,
          'no later page carries the query string, cookie or header of the visit that rendered it',
        )
        expect(
          !afterPublish.text.includes(marker) && !staleVisit.text.includes(marker),
          'not even the marked visits got their own query string back in the page',
        )
      },
    )

    await check(`${LEADS} lead submissions through nginx, stored exactly once`, async () => {
      let next = 0
      const refused = []
      const start = Date.now()
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next < LEADS) {
            const n = next++
            // A client's own X-Forwarded-For: nginx replaces it with the address it saw.
            const answer = await submitLead(front, n, `cluster-${n}`, {
              'X-Forwarded-For': '203.0.113.9',
            })
            if (answer.status === 201) acked.set(`cluster-${n}`, JSON.parse(answer.text).id)
            else refused.push(answer.status)
          }
        }),
      )
      const seconds = (Date.now() - start) / 1000
      const { rows } = await db.query(
        'select count(*)::int as rows, count(distinct idempotency_key)::int as keys, ' +
          "count(distinct values->>'workEmail')::int as emails from leads",
      )
      const { rows: buckets } = await db.query('select key from lead_rate_limits order by key')
      console.log(
        `  ${LEADS} sent in ${seconds.toFixed(1)} s (${Math.round(LEADS / seconds)}/s), ` +
          `${acked.size} acknowledged (201), ${refused.length} refused; rows ${rows[0].rows}, ` +
          `distinct keys ${rows[0].keys}, distinct emails ${rows[0].emails}; rate-limit buckets: ` +
          buckets.map((b) => b.key).join(', '),
      )
      expect(acked.size === LEADS, `every submission acknowledged (${refused.slice(0, 5)})`)
      expect(
        rows[0].rows === LEADS && rows[0].keys === LEADS && rows[0].emails === LEADS,
        `${LEADS} rows in PostgreSQL, no duplicate`,
      )
      expect(
        buckets.length === 1 && buckets[0].key === 'ip:127.0.0.1',
        "the rate limit keys on the address nginx saw, not the client's X-Forwarded-For",
      )
    })

    await check('kill -9 of replica B under load (leads and page GETs through nginx)', async () => {
      let stopping = false
      let n = LEADS
      const leadErrors = []
      const unacked = []
      const pages = { ok: 0, errors: [] }
      const leadWorkers = Array.from({ length: POSTERS }, async () => {
        while (!stopping) {
          const key = `kill-${++n}`
          const lead = n
          try {
            const answer = await submitLead(front, lead, key)
            if (answer.status === 201) acked.set(key, JSON.parse(answer.text).id)
            else {
              leadErrors.push(answer.status)
              unacked.push({ lead, key })
            }
          } catch (error) {
            leadErrors.push(error.code ?? error.message)
            unacked.push({ lead, key })
          }
        }
      })
      const pageWorkers = Array.from({ length: 4 }, async (_, i) => {
        const paths = ['/', PAGE.path, '/product', '/demo']
        for (let j = 0; !stopping; j++) {
          try {
            const answer = await request(front + paths[(i + j) % paths.length])
            if (answer.status === 200) pages.ok++
            else pages.errors.push(answer.status)
          } catch (error) {
            pages.errors.push(error.code ?? error.message)
          }
        }
      })
      await sleep(1500)
      const ackedBefore = acked.size
      process.kill(replicas.b.pid, 'SIGKILL')
      await replicas.b.exit
      const killedAt = Date.now()
      await sleep(2500)
      stopping = true
      await Promise.all([...leadWorkers, ...pageWorkers])
      const { rows } = await db.query('select idempotency_key, id from leads')
      const stored = new Map(rows.map((row) => [row.idempotency_key, row.id]))
      const lost = [...acked].filter(([key, id]) => stored.get(key) !== id)
      const storedUnacked = unacked.filter(({ key }) => stored.has(key)).length
      console.log(
        `  kill -9 ${replicas.b.pid} after ${ackedBefore - LEADS} leads acknowledged in this phase; ` +
          `${(Date.now() - killedAt) / 1000} s on replica A alone`,
      )
      console.log(
        `  leads: ${acked.size - LEADS} acknowledged, ${leadErrors.length} not ` +
          `(${leadErrors.join(', ') || 'none'}), of these ${storedUnacked} stored; acknowledged ` +
          `but missing: ${lost.length}`,
      )
      console.log(`  page GETs: ${pages.ok} × 200, errors: ${pages.errors.join(', ') || 'none'}`)
      expect(lost.length === 0, 'every acknowledged lead is in PostgreSQL')
      // A page GET that was on B when it died is passed to A by nginx (proxy_next_upstream).
      expect(pages.errors.length === 0, 'every page GET answered 200')
      // A POST that was on B when it died, or that nginx had just written to one of B's idle
      // connections, cannot be passed on (nginx never sends one twice: B may have stored it): it
      // is answered 502 (nginx's error page). One whose answer B was sending when it died is cut
      // off: nginx has passed on B's status line, so it can only close the connection. At most
      // one per lead poster, since B is left out after its first failures; none of them went to
      // A. The client sends each again under the same Idempotency-Key.
      // What nginx did with each one, by its Idempotency-Key in nginx's log.
      const logged = new Map()
      for (const line of readFileSync(path.join(dir, 'access.log'), 'utf8').split('\n')) {
        // status "request line" upstream(s) key; upstreams tried one after the other are listed
        // with ", " between them.
        const [, status, upstream, key] = /^(\d+) "[^"]*" (.*) (\S+)$/.exec(line) ?? []
        if (key?.startsWith('kill-')) logged.set(key, `${status} ${upstream}`)
      }
      const fates = {}
      for (const { key } of unacked) {
        const fate = logged.get(key) ?? 'never reached nginx'
        fates[fate] = (fates[fate] ?? 0) + 1
      }
      console.log(`  the failed posts in nginx's log: ${JSON.stringify(fates)}`)
      const onBAlone = (fate) => fate.endsWith(` 127.0.0.1:${PORTS.b}`) && !fate.includes(',')
      expect(
        Object.keys(fates).every(onBAlone) && unacked.length <= POSTERS,
        `each failed post was sent to B alone: 502, or B's answer cut off (${unacked.length} ≤ ` +
          `${POSTERS})`,
      )
      for (const { lead, key } of unacked) {
        const again = await submitLead(front, lead, key)
        if (again.status !== 200 && again.status !== 201) {
          throw new Error(`sent again, ${key} answered ${again.status}`)
        }
        acked.set(key, JSON.parse(again.text).id)
      }
      const { rows: counts } = await db.query(
        'select count(*)::int as rows, count(distinct idempotency_key)::int as keys from leads',
      )
      expect(
        counts[0].rows === acked.size && counts[0].keys === acked.size,
        `sent again with their keys, all ${acked.size} leads are stored once`,
      )
    })

    await check(
      'Replica B restarted with no cache on disk serves the pages from Redis',
      async () => {
        await replicas.b.stop('SIGKILL') // already, unless the check before failed early
        // A new machine: a fresh copy of the build, with no page cache and no regenerated page.
        copyBuild('b')
        replicas.b = await startReplica('b')
        // Its first visits, at once, as when a restarted replica rejoins under traffic: the
        // published page and three more that replica A rendered (and stored) before.
        const paths = [PAGE.path, '/', '/product', '/demo']
        const fromA = await Promise.all(paths.map((p) => request(replicas.a.base + p)))
        const writesBefore = await redisWrites()
        const fromB = await Promise.all(paths.map((p) => request(replicas.b.base + p)))
        const writes = (await redisWrites()) - writesBefore
        const keys = await redisClient.dbSize()
        const cache = fromB.map((r, k) => `${paths[k]} ${r.headers['x-nextjs-cache']} ${r.ms} ms`)
        console.log(
          `  replica B: "${titleOf(fromB[0].text)}"; x-nextjs-cache: ${cache.join(', ')}; ` +
            `Redis writes during these requests: ${writes} (${keys} keys)`,
        )
        expect(
          titleOf(fromB[0].text).startsWith(newTitle),
          'B serves the published page, not its build file',
        )
        expect(
          fromB.every((r) => r.headers['x-nextjs-cache'] === 'HIT'),
          'from the cache (x-nextjs-cache: HIT)',
        )
        expect(writes === 0, 'without rendering them: nothing is written to the shared cache')
        expect(
          fromB.every((r, k) => r.text === fromA[k].text),
          'each is the very HTML replica A serves',
        )
      },
    )

    // Issue 47: the front's redirect and own answers, and a client that reaches a replica past it;
    // after the checks that count lead rows and rate-limit buckets (it adds one bucket, 30 leads).
    // What the checks in scripts/lib/cluster-*-checks.mjs take from this run, each what it needs.
    const cluster = { check, expect, request, replicas, front, PORTS, SITE_ORIGIN, validLead, db }
    await frontChecks(cluster)

    await frontCacheChecks({
      ...cluster,
      previewSecret: PREVIEW_SECRET,
      accessLog: path.join(dir, 'access.log'),
    })

    await check('PostgreSQL down: leads are refused (503), pages still answer', async () => {
      dbOpen = false
      await db.end()
      await postgres.stop()
      const leads = []
      for (let n = 0; n < 6; n++) leads.push((await submitLead(front, n, `down-${n}`)).status)
      const pages = []
      for (const p of ['/', PAGE.path, '/product', '/demo'])
        pages.push((await request(front + p)).status)
      console.log(`  leads: ${leads.join(', ')}; pages through nginx: ${pages.join(', ')}`)
      expect(
        leads.every((status) => status === 503),
        'each lead is answered 503 (Retry-After)',
      )
      // A 503 of the intake is the database's, not the replica's: it must not get both replicas
      // left out of the upstream (nginx's "no live upstreams", 502 for every page).
      expect(
        pages.every((status) => status === 200),
        'every page still answers 200',
      )
    })

    await check(
      'A trickled body is held by nginx and cut off, never reaching a replica',
      async () => {
        const { ms, status } = await trickled
        const logged = readFileSync(path.join(dir, 'access.log'), 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('408 "POST /api/formSubmit '))
        console.log(
          `  one byte of a 1,000-byte body, then nothing: closed after ${ms} ms (answer: ` +
            `${status}); nginx's log: ${logged.join(' | ')}`,
        )
        expect(ms >= 9_000 && ms <= 20_000, 'nginx ends it after client_body_timeout (10 s)')
        expect(
          logged.length === 1 && /^408 "[^"]*" - /.test(logged[0]),
          'logged as 408 with no replica (upstream -)',
        )
      },
    )

    // Issue 47 items 2 and 3, last: they pause Redis and rewrite the page's entries.
    await clusterRedisChecks({
      ...cluster,
      redisClient,
      redis,
      PAGE,
      sleep,
      timeoutMs: 1000, // the replicas' REDIS_TIMEOUT_MS (its default)
      logOf: (name) => readFileSync(path.join(dir, `replica-${name}.log`), 'utf8'),
    })
  } catch (error) {
    failures.push(`setting up: ${error.message}`) // the logs stay
    throw error
  } finally {
    await browser?.close()
    for (const process_ of owned.reverse()) await process_.stop().catch(() => {})
    agent?.destroy()
    for (const name of ['a', 'b'])
      rmSync(path.join(root, DIST[name]), { recursive: true, force: true })
    if (failures.length) console.log(`\nlogs kept in ${dir}`)
    else rmSync(dir, { recursive: true, force: true })
  }
  if (failures.length) {
    console.log(`\n${failures.length} check(s) failed: ${failures.join('; ')}`)
    process.exitCode = 1
  } else console.log('\nall cluster checks held')
}

await main()
