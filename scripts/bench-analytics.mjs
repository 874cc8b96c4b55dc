#!/usr/bin/env node
// `npm run bench:analytics` (issue 11): Lighthouse mobile on the home page of the site with
// nothing configured (the .next build) and of the same site with every third party configured
// and consent given (consent mode off: everything loads), side by side in one run, alternating
// runs so that both see the same machine. The third parties are the local collector
// (e2e/analytics/collector.mjs), so the libraries really load and send.
//   node scripts/bench-analytics.mjs [--runs 5] [--build]
// Builds .next when it is missing and the configured site into .next-analytics-bench.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { COLLECTOR_PORT, analyticsBuildEnv } from '../e2e/analytics/env.mjs'
import { root, sleep, startServer } from './lib/leads-harness.mjs'
import { lighthouseRun, medians } from './lib/lighthouse.mjs'

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, build: { type: 'boolean', default: false } },
})
const runs = Number(args.runs)
const BARE_PORT = Number(process.env.BENCH_SITE_PORT || 3820)
const CONFIGURED_PORT = Number(process.env.BENCH_ANALYTICS_PORT || 3822)
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
const configuredEnv = {
  ...analyticsBuildEnv,
  NEXT_DIST_DIR: '.next-analytics-bench',
  NEXT_PUBLIC_CONSENT_MODE: 'off',
}

function build(dir, env) {
  if (!args.build && existsSync(path.join(root, dir, 'BUILD_ID'))) return
  console.log(`Building ${dir}…`)
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  })
  if (result.status) throw new Error(`build of ${dir} failed`)
}

async function main() {
  build('.next', {})
  build('.next-analytics-bench', configuredEnv)
  const collector = spawn(
    process.execPath,
    [path.join(root, 'e2e', 'analytics', 'collector.mjs'), String(COLLECTOR_PORT)],
    { stdio: 'ignore' },
  )
  const servers = []
  try {
    await sleep(300)
    servers.push(await startServer({ port: BARE_PORT, env: { NEXT_DIST_DIR: '.next' } }))
    servers.push(await startServer({ port: CONFIGURED_PORT, env: configuredEnv }))
    const [bare, configured] = servers
    const results = { bare: [], configured: [] }
    for (let i = 0; i < runs; i++) {
      results.bare.push(await lighthouseRun(`${bare.base}/`))
      results.configured.push(await lighthouseRun(`${configured.base}/`))
    }
    const requests = await (await fetch(`http://127.0.0.1:${COLLECTOR_PORT}/__requests`)).json()
    const a = medians(results.bare)
    const b = medians(results.configured)
    const ms = (v) => `${Math.round(v)} ms`
    console.log(`\nLighthouse mobile, home page, median of ${runs} runs each`)
    console.log('site                                 score   LCP       TBT      CLS    FCP')
    for (const [label, m] of [
      ['nothing configured', a],
      ['everything configured, consent given', b],
    ]) {
      console.log(
        `${label.padEnd(37)}${String(m.score).padEnd(8)}${ms(m.lcp).padEnd(10)}${ms(m.tbt).padEnd(9)}${m.cls.toFixed(3).padEnd(7)}${ms(m.fcp)}`,
      )
    }
    const each = (list) => list.map((r) => (r.failed ? `failed (${r.failed})` : r.score)).join(' ')
    console.log(`scores of each run: ${each(results.bare)} | ${each(results.configured)}`)
    console.log(`requests the collector received during the configured runs: ${requests.length}`)
    console.log(`difference: ${a.score - b.score} points (goal: within 2)`)
  } finally {
    for (const server of servers) await server.stop()
    collector.kill('SIGTERM')
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
