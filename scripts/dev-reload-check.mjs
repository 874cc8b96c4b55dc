#!/usr/bin/env node
// Issue 12, item 5: in `next dev` on the embedded dataset, a saved content/dataset.ndjson shows in
// the open browser by itself. Starts `next dev` (DEV_CHECK_PORT, 3216; build folder
// .next-devcheck) on a copy of the dataset, opens /pricing in Chromium, changes its headline in
// the copy once to warm up and three times more, and prints how long the page took to show each
// of those three saves (from the write to the frame with the new headline, noted by the page)
// and their median (goal: within a second; the check fails when the median is past
// DEV_CHECK_LIMIT_MS, 1500, to leave room for a busy machine). It also fails when next dev forks
// a worker process during those saves (patches/next+16.4.6.patch). Stops everything it started.
import { spawn } from 'node:child_process'
import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { root, sleep } from './lib/leads-harness.mjs'

const port = Number(process.env.DEV_CHECK_PORT || 3216)
const limitMs = Number(process.env.DEV_CHECK_LIMIT_MS || 1500)
const base = `http://127.0.0.1:${port}`
const OLD = 'Plans that grow with your team'
const NEW = `Plans that grow with you ${Date.now()}`
const SAVES = 3

const dir = mkdtempSync(path.join(os.tmpdir(), 'dev-reload-'))
const dataset = path.join(dir, 'dataset.ndjson')
copyFileSync(path.join(root, 'content', 'dataset.ndjson'), dataset)

const server = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'),
    'dev',
    '-H',
    '127.0.0.1',
    '-p',
    String(port),
  ],
  {
    cwd: root,
    detached: true, // its own process group: stopped as a whole by its id
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: '.next-devcheck',
      SANITY_EMBEDDED_DATASET: dataset,
    },
  },
)
/** A /proc file's text, or '' when the process has gone. */
const readProc = (file) => {
  try {
    return readFileSync(`/proc/${file}`, 'utf8')
  } catch {
    return ''
  }
}
/** The process ids under `pid`, read from /proc (Linux). */
function descendants(pid) {
  let tasks = []
  try {
    tasks = readdirSync(`/proc/${pid}/task`)
  } catch {
    return []
  }
  const children = tasks.flatMap((task) =>
    readProc(`${pid}/task/${task}/children`).split(' ').filter(Boolean),
  )
  return children.flatMap((child) => [child, ...descendants(child)])
}

// Before patches/next+16.4.6.patch, next dev forked a worker process for the route's static
// paths beside every render. From the first measured save on, the check counts the worker
// processes it sees start under next dev (every 100 ms; such a worker lives over a second).
// The first request to the route still works its paths out in such a worker, with the patch too:
// the workers seen until /pricing first answers prove that the check still recognises next dev's
// worker (by `jest-worker` in its command line), so that a worker Next renamed cannot make "no
// worker during the saves" hold by default.
const workers = new Set()
const firstRequestWorkers = new Set()
let sawChild = false
let sampler
const running = (pids) => pids.filter((pid) => readProc(`${pid}/cmdline`).includes('jest-worker'))
function sampleWorkers(into) {
  clearInterval(sampler)
  const before = new Set(into === workers ? running(descendants(server.pid)) : [])
  sampler = setInterval(() => {
    const pids = descendants(server.pid)
    sawChild ||= pids.length > 0
    for (const pid of running(pids)) if (!before.has(pid)) into.add(pid)
  }, 100)
}

let browser
try {
  const deadline = Date.now() + 180_000
  sampleWorkers(firstRequestWorkers)
  for (;;) {
    try {
      const response = await fetch(`${base}/pricing`)
      await response.arrayBuffer()
      if (response.ok) break
    } catch {
      // still starting
    }
    if (Date.now() > deadline) throw new Error('next dev did not serve /pricing within 180 s')
    await sleep(500)
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const page = await browser.newPage()
  // The page listens for saves on an event stream, opened once it has hydrated.
  const listening = page.waitForResponse((r) => r.url().includes('/api/dev/content-events'), {
    timeout: 120_000,
  })
  await page.goto(`${base}/pricing`)
  const heading = page.getByRole('heading', { level: 1 })
  await heading.filter({ hasText: OLD }).waitFor({ timeout: 60_000 })
  await listening
  await sleep(500)

  // One save first, not measured: on a fresh install the first one also compiles the refresh
  // path and reads cold files (CI measured 2.1, 1.9, 1.4 s that way, 0.8 s on the same clone
  // after). Then three saves, each a new headline; the figure is their median: what an editor
  // who is at work sees.
  const times = []
  let shown = OLD
  for (let save = 0; save <= SAVES; save++) {
    const next = `${NEW} (save ${save})`
    // The page notes when the new headline is in its h1, at the next frame (what the editor sees).
    // Playwright's own wait polls, at up to 500 ms apart, so it only tells when to read that note.
    await page.evaluate((text) => {
      window.shownAt = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const h1s = [...document.querySelectorAll('h1')]
          if (!h1s.some((h1) => h1.textContent?.includes(text))) return
          observer.disconnect()
          requestAnimationFrame(() => resolve(Date.now()))
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
        setTimeout(() => resolve(NaN), 30_000)
      })
    }, next)
    if (save === 1) sampleWorkers(workers)
    const started = Date.now()
    writeFileSync(dataset, readFileSync(dataset, 'utf8').replace(shown, next))
    await heading.filter({ hasText: next }).waitFor({ timeout: 30_000 })
    const shownAt = await page.evaluate(() => window.shownAt)
    // undefined: the page was loaded again (a save must re-render it in place).
    if (!Number.isFinite(shownAt))
      throw new Error(`the page did not note when it showed save ${save}: was it reloaded?`)
    if (save > 0) times.push(shownAt - started)
    shown = next
    await sleep(save === 0 ? 2_000 : 300)
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(SAVES / 2)]
  console.log(
    `saved headline shown in the open page after ${times.join(', ')} ms: median ${median} ms (goal: within 1,000 ms); worker processes next dev started meanwhile: ${workers.size} (at the first request: ${firstRequestWorkers.size})`,
  )
  const problems = []
  if (!sawChild) problems.push('no process of next dev was found under /proc to count workers')
  if (firstRequestWorkers.size === 0)
    problems.push(
      "no static-paths worker was seen at the route's first request: next dev's worker is no longer recognised (jest-worker in its command line), so the count below proves nothing; update the check",
    )
  if (workers.size)
    problems.push(
      `next dev started ${workers.size} worker process(es) while the saves were measured: is patches/next+16.4.6.patch applied (npm install)?`,
    )
  if (median > limitMs) problems.push(`took ${median} ms (median), over ${limitMs} ms`)
  if (problems.length) throw new Error(problems.join('; '))
  console.log('Dev reload held: a saved dataset reaches the open browser by itself')
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  clearInterval(sampler)
  await browser?.close()
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
  await sleep(500)
  try {
    process.kill(-server.pid, 'SIGKILL')
  } catch {
    // stopped
  }
  rmSync(dir, { recursive: true, force: true })
}
