// Lighthouse mobile (its default: simulated throttling) on Debian Chromium, the median of `runs`
// runs, each in a fresh browser. Shared by scripts/bench.mjs and scripts/bench-analytics.mjs.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * Runs `fn` with a fresh headless Chromium's debugging port, and stops that Chromium after.
 * chrome-launcher stops Chromium with SIGKILL, which leaves Chromium's singleton folder
 * (org.chromium.Chromium.*) behind in TMPDIR: this run gives it a TMPDIR of its own, removed after.
 */
export async function withChromium(
  fn,
  chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium',
) {
  const chromeLauncher = await import('chrome-launcher')
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'))
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    envVars: { ...process.env, TMPDIR: tmp },
  })
  try {
    return await fn(chrome.port)
  } finally {
    await chrome.kill()
    rmSync(tmp, { recursive: true, force: true })
  }
}

/** One Lighthouse performance run (mobile, simulated throttling): its result as Lighthouse gives it. */
export async function lighthouseResult(url, chromePath) {
  const { default: lighthouse } = await import('lighthouse')
  return withChromium(
    (port) =>
      lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      }),
    chromePath,
  )
}

/** One Lighthouse performance run: score, LCP, TBT, CLS, FCP. */
export async function lighthouseRun(url, chromePath) {
  const result = await lighthouseResult(url, chromePath)
  const audits = result.lhr.audits
  // A run Lighthouse could not score (a runtime error, a page it could not trace) is reported,
  // never counted as a score of 0.
  if (result.lhr.categories.performance.score === null) {
    return { failed: result.lhr.runtimeError?.code ?? 'no performance score' }
  }
  return {
    score: Math.round(result.lhr.categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
  }
}

/** The per-metric medians of `runs` runs. */
export function medians(results) {
  const scored = results.filter((r) => !r.failed)
  return {
    ...Object.fromEntries(
      ['score', 'lcp', 'tbt', 'cls', 'fcp'].map((key) => [key, median(scored.map((r) => r[key]))]),
    ),
    runs: scored.length,
    failed: results.filter((r) => r.failed).map((r) => r.failed),
  }
}
