// `npm run fuzz:leads`: generated bad requests against POST /api/formSubmit under `next start`
// (issue 7): wrong methods and content types, bad JSON and UTF-8, arrays and nested objects,
// wrong types, missing fields, huge numbers, oversize bodies, hostile strings, cross-origin posts,
// bad idempotency keys. Prints the answers by kind and status; fails on any 5xx, any dropped
// connection or a server crash, and unless one valid submission succeeds afterwards.
//   node scripts/fuzz-leads.mjs [--count 10000] [--seed 7] [--concurrency 16]
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { rmSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { ensureBuild, startServer, submit, tempDir, validLead } from './lib/leads-harness.mjs'
import { seeded } from './lib/seeded.mjs'

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '7' },
    concurrency: { type: 'string', default: '16' },
    port: { type: 'string', default: process.env.FUZZ_PORT || '3211' },
  },
})
const total = Number(args.count)
const port = Number(args.port)

const { random, pick, int } = seeded(args.seed)

const HOSTILE = [
  "Robert'); DROP TABLE leads;--",
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '=HYPERLINK("http://evil.example","x")',
  '\u202eevil\u202c',
  '\u0000null byte',
  'bell\u0007',
  '\ud800 lone surrogate',
  '\udfff\ud800',
  'emoji 🚀🧪 and 漢字 and العربية',
  '../../../../etc/passwd',
  '%00%0d%0aSet-Cookie: x=1',
  'a'.repeat(10_001),
  '\r\n\r\nHTTP/1.1 200 OK',
  ' ',
  '',
  'ａｄｍｉｎ＠ｇｍａｉｌ．ｃｏｍ',
  'x@y',
  'a@b.c',
  'someone@GMAIL.com',
  '__proto__',
]
const FIELDS = ['firstName', 'lastName', 'workEmail', 'company', 'teamSize', 'message', 'email']
const META = ['formId', 'page', '_website', '_elapsedMs', '__proto__', 'constructor']
const WEIRD_VALUES = [
  null,
  true,
  false,
  [],
  ['a'],
  {},
  { $gt: '' },
  1e308,
  -1e308,
  2 ** 53 + 2,
  -0,
  0.1,
  NaN,
]

function hostileBody() {
  const body = validLead(int(1e6))
  for (let i = 0, n = 1 + int(3); i < n; i++) body[pick([...FIELDS, ...META])] = pick(HOSTILE)
  return body
}

/** One bad request: [kind, method, headers, body]. */
function generate() {
  const lead = validLead(int(1e6))
  const json = { 'content-type': 'application/json', 'idempotency-key': `fuzz-${int(1e9)}` }
  switch (int(13)) {
    case 0:
      return [
        'method',
        pick(['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']),
        json,
        pick([null, JSON.stringify(lead)]),
      ]
    case 1:
      return [
        'content-type',
        'POST',
        {
          'content-type': pick([
            'text/plain',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json; charset=latin1',
            'application/jsonx',
            '',
            'image/png',
          ]),
        },
        JSON.stringify(lead),
      ]
    case 2: {
      const text = JSON.stringify(lead)
      return [
        'bad-json',
        'POST',
        json,
        pick([
          text.slice(0, int(text.length)),
          `${text}}`,
          text.replace(/"/g, "'"),
          '',
          'null',
          'NaN',
          '{"a":1,}',
          `{"formId":"form-demo"${'['.repeat(5000)}`,
        ]),
      ]
    }
    case 3:
      return [
        'not-utf8',
        'POST',
        json,
        Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
      ]
    case 4:
      return [
        'not-object',
        'POST',
        json,
        JSON.stringify(pick([[lead], [], 'string', 42, true, null, [[[[[]]]]]])),
      ]
    case 5: {
      const body = { ...lead, [pick([...FIELDS, ...META])]: pick(WEIRD_VALUES) }
      return ['wrong-type', 'POST', json, JSON.stringify(body).replace('"NaN"', 'NaN')]
    }
    case 6: {
      const body = { ...lead }
      for (const key of [...FIELDS, ...META].filter(() => random() < 0.4)) delete body[key]
      return ['missing-fields', 'POST', json, JSON.stringify(body)]
    }
    case 7:
      return [
        'huge-number',
        'POST',
        json,
        JSON.stringify(lead).replace(
          '4000',
          pick(['1e400', '-1e400', '123456789012345678901234567890', '1e-400']),
        ),
      ]
    case 8: {
      const size = 32 * 1024 + 1 + int(200_000)
      return ['oversize', 'POST', json, JSON.stringify({ ...lead, message: 'x'.repeat(size) })]
    }
    case 9:
      return ['hostile-strings', 'POST', json, JSON.stringify(hostileBody())]
    case 10:
      return [
        'cross-origin',
        'POST',
        {
          ...json,
          ...pick([
            { origin: 'https://evil.example' },
            { origin: 'null' },
            { 'sec-fetch-site': 'cross-site' },
          ]),
        },
        JSON.stringify(lead),
      ]
    case 11:
      return [
        'bad-key',
        'POST',
        { ...json, 'idempotency-key': pick(['', ' ', 'a b', 'é', 'k'.repeat(300)]) },
        JSON.stringify(lead),
      ]
    default: {
      // Urlencoded bodies, half naming a real form and page: refused 415 since the form without
      // JavaScript posts to its own page (src/server/leads/formPost.ts); never a 5xx.
      const form = new URLSearchParams(random() < 0.5 ? { formId: 'form-demo', page: '/demo' } : {})
      for (let i = 0, n = int(8); i < n; i++)
        form.append(pick([...FIELDS, ...META, 'x']), pick(HOSTILE))
      return [
        'urlencoded',
        'POST',
        { 'content-type': 'application/x-www-form-urlencoded' },
        form.toString(),
      ]
    }
  }
}

function send(method, headers, body) {
  return new Promise((resolve) => {
    const data = body === null ? null : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8')
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/formSubmit',
        method,
        headers: { ...headers, ...(data ? { 'content-length': data.length } : {}) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode))
        response.on('error', () => resolve('reset'))
      },
    )
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')))
    request.on('error', (error) => resolve(error.message === 'timeout' ? 'timeout' : 'reset'))
    if (data) request.write(data)
    request.end()
  })
}

ensureBuild()
const dir = tempDir('fuzz-leads')
const logFile = path.join(os.tmpdir(), 'fuzz-leads-server.log')
const server = await startServer({
  port,
  logFile,
  env: {
    LEADS_DATA_DIR: path.join(dir, 'leads'),
    DATABASE_URL: '',
    LEADS_WEBHOOK_URL: '',
    LEADS_RATE_LIMIT_PER_MINUTE: '100000000',
  },
})
let crashed = false
server.exit.then(() => (crashed = true))
const byKind = new Map()
const byStatus = new Map()
let sent = 0
const started = Date.now()
try {
  await Promise.all(
    Array.from({ length: Number(args.concurrency) }, async () => {
      while (sent < total && !crashed) {
        sent++
        const [kind, method, headers, body] = generate()
        const status = await send(method, headers, body)
        const counts = byKind.get(kind) ?? new Map()
        counts.set(status, (counts.get(status) ?? 0) + 1)
        byKind.set(kind, counts)
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
      }
    }),
  )
  const after = crashed
    ? { status: 'server crashed' }
    : await submit(server.base, validLead(424242))
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`${sent} requests in ${seconds} s (seed ${args.seed})`)
  for (const [kind, counts] of [...byKind].sort()) {
    console.log(
      `  ${kind.padEnd(16)} ${[...counts]
        .sort()
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')}`,
    )
  }
  console.log(`by status: ${JSON.stringify(Object.fromEntries([...byStatus].sort()))}`)
  const fivexx = [...byStatus]
    .filter(([s]) => typeof s === 'number' && s >= 500)
    .reduce((a, [, n]) => a + n, 0)
  const broken = [...byStatus].filter(([s]) => typeof s !== 'number').reduce((a, [, n]) => a + n, 0)
  console.log(`5xx: ${fivexx}, dropped connections: ${broken}, server crashed: ${crashed}`)
  console.log(`valid submission afterwards: ${after.status}`)
  if (fivexx > 0 || broken > 0 || crashed || after.status !== 201) {
    console.error(`check failed (server log: ${logFile})`)
    process.exitCode = 1
  } else {
    console.log('all checks held')
  }
} finally {
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
}
