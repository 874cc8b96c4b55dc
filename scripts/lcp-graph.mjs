#!/usr/bin/env node
// Why a page's Lighthouse FCP, LCP and TBT are what they are (issues 10 and 37): one Lighthouse
// mobile run of each address given, then the requests and tasks of each simulated FCP and LCP
// graph, and the long tasks of the TBT simulation (scripts/lib/lantern-graph.mjs).
//   node scripts/lcp-graph.mjs http://127.0.0.1:3000/ [more addresses]
// Start the server first (`npm run build && npm start`); nothing else is fetched.
process.env.LANTERN_DEBUG = '1'
import { blockingRows, formatBlocking, formatGraph, graphRows } from './lib/lantern-graph.mjs'
import { lighthouseResult } from './lib/lighthouse.mjs'

// Lighthouse keeps each simulation's node timings here when LANTERN_DEBUG is set.
const { Simulation } = await import('lighthouse/core/lib/lantern/lantern.js')

const urls = process.argv.slice(2)
if (!urls.length) {
  console.error('usage: node scripts/lcp-graph.mjs <address> [address …]')
  process.exit(2)
}
for (const url of urls) {
  Simulation.Simulator.allNodeTimings.clear()
  const { lhr } = await lighthouseResult(url)
  const audits = lhr.audits
  const observed = audits.metrics.details.items[0]
  const ms = (value) => `${Math.round(value)} ms`
  console.log(
    `\n${url}: score ${Math.round(lhr.categories.performance.score * 100)}, FCP ${ms(audits['first-contentful-paint'].numericValue)}, LCP ${ms(audits['largest-contentful-paint'].numericValue)} (simulated); real load without throttling: FCP ${ms(observed.observedFirstContentfulPaint)}, LCP ${ms(observed.observedLargestContentfulPaint)}`,
  )
  const element = audits['lcp-breakdown-insight']?.details?.items?.find(
    (item) => item.type === 'node',
  )
  if (element) console.log(`LCP element: ${element.snippet} "${element.nodeLabel}"`)
  const origin = new URL(url).origin
  for (const [label, timings] of Simulation.Simulator.allNodeTimings) {
    if (/ContentfulPaint/.test(label)) console.log(formatGraph(label, graphRows(timings, origin)))
    if (label === 'pessimisticTotalBlockingTime') {
      const fcp = audits['first-contentful-paint'].numericValue
      const rows = blockingRows(timings, fcp, audits.interactive.numericValue)
      console.log(
        formatBlocking(`${label} (TBT ${ms(audits['total-blocking-time'].numericValue)})`, rows),
      )
    }
  }
}
