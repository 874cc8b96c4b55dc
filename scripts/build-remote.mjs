// The remote-source build of the route tests (issue 12): `next build` into .next-remote with
// e2e/remote/env.mjs (a Sanity project id, SANITY_API_HOST at the local Content Lake stand-in).
// The build queries the CMS, so the stand-in runs here for its duration and is always stopped
// afterwards, also when the build fails.
//   node scripts/build-remote.mjs                  build (prints how long it took)
//   node scripts/build-remote.mjs --unreachable    check instead that a build against a CMS that
//     does not answer fails fast with a clear message. It builds into .next-remote too (another
//     folder would make `next build` add it to tsconfig.json), so run it before the real build.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startContentLake } from '../test-support/content-lake.mjs'
import { CONTENT_LAKE_PORT, contentLakeEnv, remoteBuildEnv } from '../e2e/remote/env.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
/**
 * The unreachable build must stop within this: next.config.ts probes the CMS before compiling
 * (src/sanity/buildProbe.ts), so it fails in seconds; a build that compiled first takes a minute.
 */
const FAIL_FAST_MS = 30_000
const EXPECTED =
  /Cannot build: the Sanity Content Lake at http:\/\/127\.0\.0\.1:\d+ \(project "e2eproject", dataset "migration"\) could not be read/

function runBuild(env, { capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [nextBin, 'build'], {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    })
    let output = ''
    if (capture) {
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (chunk) => {
          output += chunk
          process.stdout.write(chunk)
        })
      }
    }
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }))
  })
}

/** A port nothing listens on: bound, then released. */
async function closedPort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function build() {
  const lake = await startContentLake({
    port: CONTENT_LAKE_PORT,
    token: contentLakeEnv.CONTENT_LAKE_TOKEN,
  })
  const started = Date.now()
  try {
    // The runtime's short deadline (2 s, for the outage tests) is no deadline for a build that
    // prerenders every page on a busy machine: a slow answer there is load, not an outage.
    const { code } = await runBuild({ ...remoteBuildEnv, SANITY_FETCH_TIMEOUT_MS: '20000' })
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    if (code !== 0) throw new Error(`the remote build failed (exit ${code}) after ${seconds} s`)
    console.log(`remote build: .next-remote in ${seconds} s`)
  } finally {
    await lake.close()
  }
}

async function unreachable() {
  const port = await closedPort()
  const started = Date.now()
  const { code, output } = await runBuild(
    { ...remoteBuildEnv, SANITY_API_HOST: `http://127.0.0.1:${port}` },
    { capture: true },
  )
  const ms = Date.now() - started
  if (code === 0) throw new Error('a build against an unreachable CMS succeeded')
  if (!EXPECTED.test(output))
    throw new Error('the failed build did not say which CMS it could not read')
  if (ms > FAIL_FAST_MS)
    throw new Error(`the failing build took ${ms} ms (limit ${FAIL_FAST_MS} ms)`)
  console.log(
    `unreachable CMS: the build failed in ${(ms / 1000).toFixed(1)} s with the clear message`,
  )
}

await (process.argv.includes('--unreachable') ? unreachable() : build())
