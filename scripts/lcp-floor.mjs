#!/usr/bin/env node
// How low a page's Lighthouse LCP can go (issue 10): the page as the site serves it, then variants
// of its HTML, each without one more thing the first paint can wait for (scripts/lib/page-variants.mjs),
// measured alternately with the minimal page (Lighthouse mobile, median of --runs), with each
// LCP as a ratio to the minimal page's and each variant's HTML gzip -9.
//   node scripts/lcp-floor.mjs --site http://127.0.0.1:3000 --minimal http://127.0.0.1:3001 [--page /] [--runs 3]
// Start both servers first (`npm start`; `npx next build bench/minimal && npx next start
// bench/minimal -p 3001`). The variants are served from 127.0.0.1 by this script, which hands
// every other request (scripts, fonts, images) to the site; nothing else is fetched.
import http from 'node:http'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'
import { lighthouseRun, median } from './lib/lighthouse.mjs'
import * as variants from './lib/page-variants.mjs'

const { values: args } = parseArgs({
  options: {
    site: { type: 'string' },
    minimal: { type: 'string' },
    page: { type: 'string', default: '/' },
    runs: { type: 'string', default: '3' },
  },
})
if (!args.site || !args.minimal) {
  console.error(
    'usage: node scripts/lcp-floor.mjs --site <address> --minimal <address> [--page /] [--runs 3]',
  )
  process.exit(2)
}
const site = new URL(args.site)
const runs = Number(args.runs)
const gzip = (text) => zlib.gzipSync(text, { level: 9 })

const served = await (await fetch(new URL(args.page, site))).text()
const sheets = {}
for (const [, href] of served.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)) {
  sheets[href] = await (await fetch(new URL(href, site))).text()
}
const { html: noPayload, payload } = variants.payloadAfterPaint(served)
const steps = [['as served', served]]
const step = (name, html) => steps.push([name, html])
step('RSC payload after the paint', noPayload)
step('+ stylesheet inline', variants.inlineStylesheets(noPayload, sheets))
step('+ no web fonts', variants.withoutWebFonts(steps.at(-1)[1]))
step('+ no preloads, every script after the paint', variants.withoutEarlyRequests(steps.at(-1)[1]))
step('+ no images', variants.withoutImages(steps.at(-1)[1]))
step(
  '+ no CSS, no script (the text alone)',
  variants.withoutScripts(variants.withoutStyles(steps.at(-1)[1])),
)

// Each variant at /variant/<n>/; every other request goes to the site, as the browser sent it.
const server = http.createServer((req, res) => {
  const variant = req.url.match(/^\/variant\/(\d+)\/$/)
  const body = variant
    ? steps[Number(variant[1])]?.[1]
    : req.url === variants.PAYLOAD_PATH
      ? payload
      : null
  if (body !== null && body !== undefined) {
    const type = variant ? 'text/html; charset=utf-8' : 'text/javascript'
    res.writeHead(200, {
      'content-type': type,
      'content-encoding': 'gzip',
      'cache-control': 'no-store',
    })
    return res.end(gzip(body))
  }
  const upstream = http.request(
    {
      host: site.hostname,
      port: site.port,
      path: req.url,
      method: req.method,
      headers: req.headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode, answer.headers)
      answer.pipe(res)
    },
  )
  upstream.on('error', () => res.writeHead(502).end())
  req.pipe(upstream)
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${server.address().port}`

try {
  const urls = [new URL('/', args.minimal).href, ...steps.map((_, n) => `${base}/variant/${n}/`)]
  const results = urls.map(() => [])
  // Alternating, so that a busy moment of the machine falls on every variant alike.
  for (let run = 0; run < runs; run++) {
    for (const [n, url] of urls.entries()) {
      const result = await lighthouseRun(url)
      if (!result.failed) results[n].push(result)
    }
  }
  const m = results.map((list) => ({
    lcp: median(list.map((r) => r.lcp)),
    fcp: median(list.map((r) => r.fcp)),
    cls: median(list.map((r) => r.cls)),
    score: median(list.map((r) => r.score)),
    runs: list.length,
  }))
  const f = (n, digits = 0) => (n === undefined ? '–' : n.toFixed(digits))
  console.log(
    `\n${args.page}: Lighthouse mobile, median of ${runs} (LCP as a ratio to the minimal page's)`,
  )
  console.log(`${'variant'.padEnd(44)} HTML gzip   score      LCP         FCP     CLS`)
  const row = (name, html, r) =>
    console.log(
      `${name.padEnd(44)} ${html === null ? '        ' : `${f(gzip(html).length / 1024, 1).padStart(5)} KB`}   ${f(r.score).padStart(5)}  ${f(r.lcp).padStart(5)} ms (${f(r.lcp / m[0].lcp, 2)})  ${f(r.fcp).padStart(5)} ms  ${f(r.cls, 3)}${r.runs < runs ? `  (${r.runs} of ${runs} runs scored)` : ''}`,
    )
  row('minimal page', null, m[0])
  steps.forEach(([name, html], n) => row(name, html, m[n + 1]))
} finally {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
}
