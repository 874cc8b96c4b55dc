// Issue 47: the front's own answers and the replicas' trust in it, checked in the replicated
// set-up (scripts/test-cluster.mjs calls frontChecks with its helpers, after the front started):
//   - nginx redirects plain HTTP to its configured name, never to the Host it was sent;
//   - every answer nginx makes itself (redirect, 400, 413, 414, the 404 of a missing static file)
//     and the replicas' refusals and metadata files through it carry the site's security headers,
//     each once;
//   - a client that reaches a replica's port directly, past nginx, is keyed for the rate limit by
//     its own address whatever X-Forwarded-For it sends (the replicas trust X-Forwarded-For from
//     TRUST_PROXY_FROM only: nginx's 127.0.0.1 here, and this client posts from 127.0.0.2). The
//     cluster raises the rate limit (every test lead comes through nginx's one address), so this
//     reads the buckets in PostgreSQL; the 429 itself is scripts/replica-headers.mjs's check.
// Run it after the 1,000-lead check (which expects nginx's bucket alone) and after the kill -9
// check (which counts the leads): its 30 posts add a bucket and 30 leads.
import http from 'node:http'
import tls from 'node:tls'
import { parseResponseHead } from './raw-http.mjs'

/** The security headers every answer carries (securityHeaderValues.mjs: nonDocumentHeaders). */
const SECURITY_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'content-security-policy',
  'x-frame-options',
]
/** A loopback address that is not nginx's (Linux routes all of 127.0.0.0/8 to lo). */
const DIRECT_CLIENT = '127.0.0.2'
const ROTATED_POSTS = 30

/** The first answer's status line and headers (name → every value) to a raw request over TLS. */
function rawTls(port, text) {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: '127.0.0.1', port, rejectUnauthorized: false })
    let answer = ''
    socket.setEncoding('utf8')
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')))
    socket.on('secureConnect', () => socket.write(text))
    socket.on('data', (chunk) => {
      answer += chunk
      if (answer.includes('\r\n\r\n')) socket.end()
    })
    socket.on('error', reject)
    socket.on('close', () => resolve(parseResponseHead(answer)))
  })
}

/** A POST from `localAddress` straight to a replica (the cluster's request() has no such option). */
function postFrom(localAddress, url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers, localAddress }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode))
    })
    req.on('error', reject)
    req.setTimeout(30_000, () => req.destroy(new Error(`POST ${url}: no answer in 30 s`)))
    req.end(body)
  })
}

/**
 * @param {object} cluster scripts/test-cluster.mjs's helpers and processes: check and expect,
 *   request (resolves { status, headers, raw, text }), replicas ({ a, b } with .base), front
 *   (https://127.0.0.1:<port>), PORTS, SITE_ORIGIN, validLead, and db (its pg client, which
 *   reads the rate-limit buckets).
 */
export async function frontChecks({
  check,
  expect,
  request,
  replicas,
  front,
  PORTS,
  SITE_ORIGIN,
  validLead,
  db,
}) {
  const serverName = new URL(front).hostname
  const reference = async () => {
    const answer = await request(`${replicas.a.base}/api/formSubmit`)
    return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, answer.raw[name] ?? []]))
  }
  /** The names whose values differ from the reference, or that come more than once. */
  const differences = (expected, raw) =>
    SECURITY_HEADERS.filter(
      (name) => JSON.stringify(raw[name] ?? []) !== JSON.stringify(expected[name]),
    )

  await check('The front redirects to its own name, never to the Host it was sent', async () => {
    const expected = await reference()
    for (const host of ['evil.example', 'evil.example:443', serverName]) {
      const answer = await request(`http://127.0.0.1:${PORTS.http}/pricing?a=1`, {
        headers: { Host: host },
      })
      expect(
        answer.status === 301 && answer.headers.location === `https://${serverName}/pricing?a=1`,
        `Host: ${host} → ${answer.status} ${answer.headers.location}`,
      )
      const differ = differences(expected, answer.raw)
      expect(differ.length === 0, `the redirect carries the security headers (${differ})`)
    }
  })

  await check(
    "nginx's own answers and the replicas' refusals through it: security headers, once",
    async () => {
      const expected = await reference()
      const answers = {
        'missing static file (404)': await request(`${front}/_next/static/chunks/no-such.js`),
        'form body over 32 KB (413)': await request(`${front}/api/formSubmit`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(validLead(0, { message: 'x'.repeat(40 * 1024) })),
        }),
        'page body over 1 MB (413)': await request(`${front}/pricing`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: 'x'.repeat(1024 * 1024 + 1),
        }),
        'target over 8 KB (414)': await request(`${front}/${'a'.repeat(9000)}`),
        'two Host headers (400)': await rawTls(
          PORTS.https,
          'GET / HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nConnection: close\r\n\r\n',
        ),
        "a replica's .rsc refusal (404)": await request(`${front}/pricing.rsc`),
        "a chunked webhook body (the replica's 401)": await rawTls(
          PORTS.https,
          `POST /api/revalidate HTTP/1.1\r\nHost: ${serverName}\r\nTransfer-Encoding: chunked\r\n` +
            'Content-Type: application/json\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
        ),
        'robots.txt': await request(`${front}/robots.txt`),
        'sitemap.xml': await request(`${front}/sitemap.xml`),
      }
      const statuses = Object.entries(answers).map(([kind, answer]) => `${kind}: ${answer.status}`)
      console.log(`  ${statuses.join(', ')}`)
      const wanted = {
        'missing static file (404)': 404,
        'form body over 32 KB (413)': 413,
        'page body over 1 MB (413)': 413,
        'target over 8 KB (414)': 414,
        'two Host headers (400)': 400,
        "a replica's .rsc refusal (404)": 404,
        // nginx reads a chunked body itself and passes it on with its length: the replica's
        // webhook answers it (401, no signature), not with its 411.
        "a chunked webhook body (the replica's 401)": 401,
        'robots.txt': 200,
        'sitemap.xml': 200,
      }
      for (const [kind, status] of Object.entries(wanted)) {
        expect(answers[kind].status === status, `${kind}: ${answers[kind].status}`)
      }
      for (const [kind, answer] of Object.entries(answers)) {
        const differ = differences(expected, answer.raw)
        if (differ.length) {
          throw new Error(
            `${kind}: ${differ.map((n) => `${n}: ${answer.raw[n] ?? '-'}`).join('; ')}`,
          )
        }
      }
      expect(
        true,
        `each of ${Object.keys(answers).length} carries the site's ${SECURITY_HEADERS.length} headers, once`,
      )
    },
  )

  await check(
    `${ROTATED_POSTS} posts straight to a replica with a new X-Forwarded-For each: one rate-limit bucket`,
    async () => {
      const statuses = []
      for (let n = 0; n < ROTATED_POSTS; n++) {
        statuses.push(
          await postFrom(
            DIRECT_CLIENT,
            `${replicas.a.base}/api/formSubmit`,
            {
              'Content-Type': 'application/json',
              'Idempotency-Key': `front-direct-${Date.now()}-${n}`,
              Origin: SITE_ORIGIN,
              'X-Forwarded-For': `198.51.100.${n + 1}`,
            },
            JSON.stringify(validLead(50_000 + n)),
          ),
        )
      }
      const counts = statuses.reduce((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {})
      console.log(`  answers: ${JSON.stringify(counts)}`)
      const { rows } = await db.query(
        "select key from lead_rate_limits where key like 'ip:198.51.100.%' or key = $1",
        [`ip:${DIRECT_CLIENT}`],
      )
      const keys = rows.map((row) => row.key)
      expect(
        keys.length === 1 && keys[0] === `ip:${DIRECT_CLIENT}`,
        `keyed by the client's own address, not its X-Forwarded-For (buckets: ${keys.join(', ')})`,
      )
    },
  )
}
