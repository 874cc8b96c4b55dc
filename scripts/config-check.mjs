// Issue 34: one configuration for build and run. The build fixes every NEXT_PUBLIC_ value
// (src/lib/publicEnv.ts); this starts `next start` of the build (.next, built with
// NEXT_PUBLIC_SITE_URL as scripts/test.sh sets it) twice:
// 1. with another NEXT_PUBLIC_SITE_URL: the server must refuse to start, naming the variable;
// 2. with none: a page rendered now (in draft mode, so not the build's copy) still has the build's
//    canonical URL, the sitemap lists the build's addresses, and a form post from the build's
//    public origin passes the Origin check.
//   node scripts/config-check.mjs [--port 3218]
import { parseArgs } from 'node:util'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ensureBuild, startServer, tempDir, validLead, submit } from './lib/leads-harness.mjs'

const { values: args } = parseArgs({
  options: { port: { type: 'string', default: process.env.CONFIG_CHECK_PORT || '3218' } },
})
const port = Number(args.port)
const built = process.env.NEXT_PUBLIC_SITE_URL
if (!built)
  throw new Error('Run with NEXT_PUBLIC_SITE_URL set, as the build was (scripts/test.sh).')

const failures = []
const check = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`)
  if (!ok) failures.push(message)
}

ensureBuild()
const dir = tempDir('config-check')
const secret = 'config-check-secret'
const env = {
  LEADS_DATA_DIR: dir,
  DATABASE_URL: '',
  LEADS_WEBHOOK_URL: '',
  SANITY_PREVIEW_SECRET: secret,
}

// 1. Another public URL than the build's: refused at start, with the reason.
const refusedLog = path.join(dir, 'refused.log')
let refused = null
try {
  refused = await startServer({
    port,
    env: { ...env, NEXT_PUBLIC_SITE_URL: 'https://staging.forgeline.example' },
    logFile: refusedLog,
  })
} catch {
  // Expected: it exits before it answers.
}
if (refused) await refused.stop()
const log = readFileSync(refusedLog, 'utf8')
check(!refused, 'a server started with another NEXT_PUBLIC_SITE_URL does not start')
check(
  log.includes(
    `NEXT_PUBLIC_SITE_URL is "https://staging.forgeline.example", but the build used "${built}"`,
  ),
  'it says which variable differs and what the build used',
)

// 2. No public URL at run time: the build's is used.
const server = await startServer({
  port,
  env: { ...env, NEXT_PUBLIC_SITE_URL: '' },
  logFile: path.join(dir, 'server.log'),
})
try {
  const enable = await fetch(
    `${server.base}/api/draft-mode/enable?secret=${secret}&redirect=%2Fproduct`,
    { redirect: 'manual' },
  )
  const cookie = enable.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const page = await fetch(`${server.base}/product`, { headers: { cookie } })
  const html = await page.text()
  check(
    page.status === 200 && html.includes(`<link rel="canonical" href="${built}/product"`),
    `a page rendered at run time has the build's canonical URL (${built}/product)`,
  )
  check(
    html.includes(`<meta property="og:url" content="${built}/product"`),
    "and the build's Open Graph URL",
  )
  const sitemap = await fetch(`${server.base}/sitemap.xml`).then((r) => r.text())
  check(sitemap.includes(`<loc>${built}/product</loc>`), "the sitemap lists the build's addresses")
  const post = await submit(server.base, validLead(1), { headers: { Origin: built } })
  check(post.status === 201, `a form post from ${built} passes the Origin check (${post.status})`)
} finally {
  await server.stop()
}

if (failures.length) {
  console.error(`\nconfig check failed (logs in ${dir})`)
  process.exitCode = 1
} else {
  rmSync(dir, { recursive: true, force: true })
  console.log(
    '\nOne configuration: the build fixes the public settings; a server cannot change them',
  )
}
