#!/usr/bin/env node
// Issue 47: one replica as the front sees it (server.mjs on the production build, TRUST_PROXY=1,
// TRUST_PROXY_FROM unset: loopback), checked from the outside, bounded (about 20 s):
//   1. every kind of answer it makes carries the site's security headers (securityHeaderValues.mjs):
//      a page, the 404 page, each refusal server.mjs makes before Next (TRACE, CONNECT, OPTIONS *,
//      an absolute-form target, .rsc, .segments/, 413, 411), robots.txt, sitemap.xml, the
//      webhook's 401 and an API 405; an answer that is no page has exactly nonDocumentHeaders();
//   2. X-Forwarded-For is trusted from the front's address only: 30 posts with a new
//      X-Forwarded-For each from 127.0.0.2 (not the front) run into the rate limit (10 a minute),
//      30 from 127.0.0.1 (the front) do not (each is its client's own bucket).
//   node scripts/replica-headers.mjs     (REPLICA_CHECK_PORT, default 3227; NEXT_DIST_DIR, .next)
import http from 'node:http'
import net from 'node:net'
import { rmSync } from 'node:fs'
import { nonDocumentHeaders } from '../src/server/http/securityHeaderValues.mjs'
import { ensureBuild, startServer, tempDir, validLead } from './lib/leads-harness.mjs'
import { parseResponseHead } from './lib/raw-http.mjs'

const PORT = Number(process.env.REPLICA_CHECK_PORT || 3227)
const RATE_LIMIT = 10
const POSTS = 30
const FRONT = '127.0.0.1'
const DIRECT = '127.0.0.2'

/** Writes `text` to the server and resolves the first answer's status and headers (lower-case). */
function send(text) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1', () => socket.write(text))
    let answer = ''
    socket.setEncoding('utf8')
    socket.setTimeout(30_000, () =>
      socket.destroy(new Error(`no answer to ${text.split('\r')[0]}`)),
    )
    socket.on('data', (chunk) => {
      answer += chunk
      // The head is all that is checked: no wait for a refused body's lingering close.
      if (answer.includes('\r\n\r\n')) socket.destroy()
    })
    socket.on('error', reject)
    socket.on('close', () => {
      const { status, raw } = parseResponseHead(answer)
      // A header sent twice reads '(twice)': each must come once.
      const headers = Object.fromEntries(
        Object.entries(raw).map(([name, values]) => [
          name,
          values.length === 1 ? values[0] : '(twice)',
        ]),
      )
      resolve({ status, headers })
    })
  })
}
const get = (target, method = 'GET') =>
  send(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)
const post = (target, head, body = '') =>
  send(
    `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
      `Content-Type: application/json\r\n${head}\r\n\r\n${body}`,
  )

/** A lead post from `localAddress` with its own X-Forwarded-For; resolves the status. */
function postLead(localAddress, forwardedFor, n) {
  const body = JSON.stringify(validLead(n))
  return new Promise((resolve, reject) => {
    const req = http.request(
      `http://127.0.0.1:${PORT}/api/formSubmit`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': `replica-headers-${localAddress}-${n}`,
          'X-Forwarded-For': forwardedFor,
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const failures = []
function expect(condition, message) {
  console.log(`  ${condition ? 'held' : 'FAILED'}: ${message}`)
  if (!condition) failures.push(message)
}

/** The product app's origin the server is started with: /login and /signup redirect there. */
const APP = 'https://app.forgeline.example'

async function main() {
  ensureBuild()
  const dataDir = tempDir('replica-headers')
  const server = await startServer({
    port: PORT,
    env: {
      TRUST_PROXY: '1',
      TRUST_PROXY_FROM: '',
      LEADS_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      LEADS_DATA_DIR: dataDir,
      DATABASE_URL: '',
      LEADS_WEBHOOK_URL: '',
      SANITY_REVALIDATE_SECRET: 'replica-headers-secret',
      SECURITY_HSTS: 'on',
      APP_ORIGIN: APP,
    },
  })
  try {
    const plain = nonDocumentHeaders()
    console.log('- Every kind of answer carries the security headers')
    const pages = {
      'a page': await get('/pricing'),
      'the 404 page': await get('/no-such-page-here'),
    }
    const others = {
      TRACE: await get('/', 'TRACE'),
      CONNECT: await send('CONNECT example.test:443 HTTP/1.1\r\nHost: example.test\r\n\r\n'),
      'OPTIONS *': await get('*', 'OPTIONS'),
      'absolute-form target': await get('http://evil.example/pricing'),
      '.rsc': await get('/pricing.rsc'),
      '.segments/': await get('/pricing.segments/_tree.segment.rsc'),
      '413 (form body over 32 KB)': await post('/api/formSubmit', 'Content-Length: 50000'),
      '411 (chunked webhook body)': await post(
        '/api/revalidate',
        'Transfer-Encoding: chunked',
        '2\r\n{}\r\n0\r\n\r\n',
      ),
      'robots.txt': await get('/robots.txt'),
      'sitemap.xml': await get('/sitemap.xml'),
      'webhook without signature (401)': await post('/api/revalidate', 'Content-Length: 2', '{}'),
      'API 405 (GET /api/formSubmit)': await get('/api/formSubmit'),
      'API 405 (GET /api/revalidate)': await get('/api/revalidate'),
      'trailing slash redirect (308)': await get('/pricing/?utm_source=x'),
      'APP_ORIGIN redirect (307)': await get('/login'),
    }
    const statuses = { 'a page': 200, 'the 404 page': 404, TRACE: 405, CONNECT: 405 }
    Object.assign(statuses, { 'OPTIONS *': 400, 'absolute-form target': 400, '.rsc': 404 })
    Object.assign(statuses, { '.segments/': 404, 'robots.txt': 200, 'sitemap.xml': 200 })
    statuses['413 (form body over 32 KB)'] = 413
    statuses['411 (chunked webhook body)'] = 411
    statuses['webhook without signature (401)'] = 401
    statuses['API 405 (GET /api/formSubmit)'] = 405
    statuses['API 405 (GET /api/revalidate)'] = 405
    statuses['trailing slash redirect (308)'] = 308
    statuses['APP_ORIGIN redirect (307)'] = 307
    const locations = {
      'trailing slash redirect (308)': '/pricing?utm_source=x',
      'APP_ORIGIN redirect (307)': `${APP}/login`,
    }
    for (const [kind, location] of Object.entries(locations)) {
      const sent = others[kind].headers.location
      expect(sent === location, `${kind}: to ${sent}`)
    }
    for (const [kind, answer] of Object.entries({ ...pages, ...others })) {
      expect(answer.status === statuses[kind], `${kind}: ${answer.status}`)
    }
    for (const [kind, answer] of Object.entries(pages)) {
      const policy = answer.headers['content-security-policy'] ?? ''
      const differ = Object.entries(plain).filter(
        ([name, value]) =>
          name !== 'Content-Security-Policy' && answer.headers[name.toLowerCase()] !== value,
      )
      expect(
        differ.length === 0 && /^default-src 'self'; script-src 'self' 'sha256-/.test(policy),
        `${kind}: the headers, and the page's own policy (${differ.map(([n]) => n)})`,
      )
    }
    for (const [kind, answer] of Object.entries(others)) {
      const differ = Object.entries(plain).filter(
        ([name, value]) => answer.headers[name.toLowerCase()] !== value,
      )
      expect(
        differ.length === 0,
        `${kind}: the non-page headers, once (${differ.map(([n]) => `${n}: ${answer.headers[n.toLowerCase()]}`)})`,
      )
    }

    console.log(
      `- ${POSTS} lead posts with a new X-Forwarded-For each (limit ${RATE_LIMIT} a minute)`,
    )
    const direct = []
    for (let n = 0; n < POSTS; n++) direct.push(await postLead(DIRECT, `203.0.113.${n + 1}`, n))
    const viaFront = []
    for (let n = 0; n < POSTS; n++) {
      viaFront.push(await postLead(FRONT, `198.51.100.${n + 1}`, POSTS + n))
    }
    const limited = (list) => list.filter((status) => status === 429).length
    console.log(`  from ${DIRECT}: ${direct.join(' ')}`)
    console.log(`  from ${FRONT}: ${viaFront.join(' ')}`)
    expect(
      // The bucket refills by one token every 6 s meanwhile.
      limited(direct) >= POSTS - RATE_LIMIT - 2,
      `a client past the front (${DIRECT}) is keyed by its own address: ${limited(direct)} of ${POSTS} refused 429`,
    )
    expect(
      limited(viaFront) === 0,
      `through the front's address (${FRONT}) each X-Forwarded-For is its own client: none refused`,
    )
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (failures.length) {
    console.log(`\n${failures.length} check(s) failed`)
    process.exitCode = 1
  } else console.log('\nall held')
}

await main()
