#!/usr/bin/env node
// Byte budgets (issue 10), deterministic so they can fail CI without flaking: for every route in
// budgets.json, the first-load JS (gzip -9 of every chunk its HTML loads: scripts/lib/page-bytes.mjs),
// its stylesheets and the HTML itself (gzip -9), as `next start` serves them. Prints the figures and exits 1 when one is
// over its budget. Build first.
//   node scripts/budgets.mjs            measure and check
//   node scripts/budgets.mjs --write    set every budget to today's figure + 3 % (review the diff)
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { root, startServer, tempDir } from './lib/leads-harness.mjs'
import { pageBytes } from './lib/page-bytes.mjs'

const file = path.join(root, 'budgets.json')
const budgets = JSON.parse(readFileSync(file, 'utf8'))
const write = process.argv.includes('--write')
const port = Number(process.env.BUDGETS_PORT || 3391)

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

async function main() {
  const leadsDir = tempDir('budgets-leads')
  const server = await startServer({
    port,
    env: { LEADS_DATA_DIR: leadsDir, DATABASE_URL: '', LEADS_WEBHOOK_URL: '' },
  })
  const measure = pageBytes(server.base)
  const rows = []
  try {
    for (const route of Object.keys(budgets.routes)) {
      const { status, js, css, html } = await measure(route)
      if (status !== 200) throw new Error(`${route} answered ${status}`)
      rows.push({ route, js, css, html })
    }
  } finally {
    await server.stop()
    rmSync(leadsDir, { recursive: true, force: true })
  }

  let over = 0
  console.log(
    `${'route'.padEnd(28)} ${'first-load JS gzip'.padStart(28)} ${'CSS gzip'.padStart(26)} ${'HTML gzip'.padStart(26)}`,
  )
  for (const { route, js, css, html } of rows) {
    const budget = budgets.routes[route]
    const mark = (value, limit) => {
      if (value > limit) over++
      return `${kb(value).padStart(9)} / ${kb(limit).padStart(9)}${value > limit ? ' OVER' : '     '}`
    }
    console.log(
      `${route.padEnd(28)} ${mark(js, budget.firstLoadJsGzip)}   ${mark(css, budget.cssGzip)}   ${mark(html, budget.htmlGzip)}`,
    )
    if (write) {
      budgets.routes[route] = {
        firstLoadJsGzip: Math.ceil(js * 1.03),
        cssGzip: Math.ceil(css * 1.03),
        htmlGzip: Math.ceil(html * 1.03),
        ...(budget.hasForm ? { hasForm: true } : {}),
      }
    }
  }
  // The goals, met and enforced: the JS one on every page without a form (a form page
  // also loads the form's chunk), the HTML one on home.
  const { homeHtmlGzip, minimalPageFirstLoadJsGzip, ownFirstLoadJsOverMinimal } = budgets.targets
  for (const { route, js } of rows) {
    if (budgets.routes[route].hasForm) continue
    if (js - minimalPageFirstLoadJsGzip > ownFirstLoadJsOverMinimal) {
      over++
      console.log(
        `${route}: own JS ${kb(js - minimalPageFirstLoadJsGzip)} over a minimal Next page, goal ≤ ${kb(ownFirstLoadJsOverMinimal)} OVER`,
      )
    }
  }
  const home = rows.find((r) => r.route === '/')
  if (home) {
    const htmlOver = home.html > homeHtmlGzip
    if (htmlOver) over++
    console.log(
      `home's own JS over a minimal Next page ${kb(home.js - minimalPageFirstLoadJsGzip)} (enforced: ≤ ${kb(ownFirstLoadJsOverMinimal)} on pages without a form); ` +
        `home HTML ${kb(home.html)} (enforced: ≤ ${kb(homeHtmlGzip)})${htmlOver ? ' OVER' : ''}`,
    )
  }
  if (write) {
    writeFileSync(file, `${JSON.stringify(budgets, null, 2)}\n`)
    console.log(`wrote ${path.relative(root, file)} (today's figures + 3 %)`)
  } else if (over) {
    console.error(`check failed: ${over} figure(s) over budget (budgets.json)`)
    process.exitCode = 1
  } else console.log('Budgets held: every route within its byte budgets')
}

await main()
