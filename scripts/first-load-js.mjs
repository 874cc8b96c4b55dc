#!/usr/bin/env node
// First-load JS per route: the sum of the gzip -9 sizes of every chunk a route's HTML loads
// (scripts/lib/page-bytes.mjs: its script tags, the after-paint loader's list and the chunks its
// payload names), as `next start` serves it (build first). Used to hold the lead-capture issue to its
// budget (at most 6 KB gzip more on a page with a form) and to check that no page ships the
// work e-mail domain list up front.
//
//   node scripts/first-load-js.mjs [/contact /demo …]        starts `next start` on FIRST_LOAD_PORT (3390)
//   BASE_URL=http://127.0.0.1:3000 node scripts/first-load-js.mjs /contact   measures a running server
import { spawn } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { firstLoadChunks } from './lib/page-bytes.mjs'

const paths = process.argv.slice(2)
if (paths.length === 0) paths.push('/', '/contact', '/demo', '/solutions/enterprise')

let server = null
let base = process.env.BASE_URL
if (!base) {
  const port = Number(process.env.FIRST_LOAD_PORT || 3390)
  base = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['server.mjs', '-H', '127.0.0.1', '-p', String(port)], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(base)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`next start did not answer on ${base}`)
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}

const gzipSizes = new Map()
async function gzipSize(src) {
  if (!gzipSizes.has(src)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    gzipSizes.set(src, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length })
  }
  return gzipSizes.get(src)
}

try {
  const rows = []
  for (const path of paths) {
    const html = await (await fetch(new URL(path, base))).text()
    const srcs = firstLoadChunks(html)
    let raw = 0
    let gzip = 0
    let domainList = false
    for (const src of srcs) {
      const size = await gzipSize(src)
      raw += size.raw
      gzip += size.gzip
      const text = await (await fetch(new URL(src, base))).text()
      // The free-mail list's tell-tale neighbours; they must only ever be in a lazy chunk.
      if (text.includes('"yahoo.co.uk"') && text.includes('"hotmail.fr"')) domainList = true
    }
    rows.push({ path, scripts: srcs.length, raw, gzip, domainList })
  }
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(24)} ${String(r.scripts).padStart(3)} scripts  ${(r.raw / 1024).toFixed(1).padStart(7)} KB raw  ${(r.gzip / 1024).toFixed(2).padStart(7)} KB gzip -9 (${r.gzip} B)${r.domainList ? '  (CONTAINS THE DOMAIN LIST)' : ''}`,
    )
  }
} finally {
  if (server) process.kill(-server.pid, 'SIGTERM')
}
