#!/usr/bin/env node
// Can the site take the newest next, react, react-dom, styled-components and next-sanity today
// (a security release, say)? Their versions are pinned in package.json because the site relies on
// behaviour of theirs no release promises (patches/, docs/dependencies.md). This tries the newest
// published versions in a scratch copy of the project and prints which assumption broke:
//
//   npm run check:upgrade                                    (each package's `latest`)
//   npm run check:upgrade -- next@canary styled-components@6.5.3   (other versions)
//
// The copy is the committed HEAD (`git archive`, so the working tree is never touched) in a
// temporary folder. There it installs the versions (npm, the registry), applies patches/ with
// patch-package and reports each patch, checks that styled-components still writes server styles
// as React hoists them, builds, runs the unit tests and a few route tests (desktop: the pages, the
// styles in the head, the visual snapshots), and prints a table. Each step has a time limit; a
// step that fails or runs out ends the run there (the later ones show "not run"). Every process
// it starts runs in a process group of its own and is stopped by its id; the folder is removed
// at the end, also on Ctrl-C. Not part of `npm test` (it needs the registry and ~10 minutes).
// UPGRADE_CHECK_PORT (default 3190) is the port of the route tests' server. Exits 1 when any
// step failed.
import { spawn, execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { styledComponentsProblems } from '../build-hooks/check-styled-components.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** The packages whose private behaviour the site relies on, pinned to exact versions. */
export const PINNED = ['next', 'react', 'react-dom', 'styled-components', 'next-sanity']
/** Released together with next: they move with it. */
const WITH_NEXT = ['@next/third-parties', 'eslint-config-next']
// security.spec.ts: each cached page carries the one policy the page cache puts in its entry, with
// its scripts' hashes (src/server/cacheHandler.mjs, which relies on Next sending an entry's headers).
const ROUTE_TESTS = [
  'e2e/routes/routes.spec.ts',
  'e2e/routes/pages.spec.ts',
  'e2e/routes/security.spec.ts',
]
const port = Number(process.env.UPGRADE_CHECK_PORT || 3190)
const minutes = (n) => n * 60_000

const running = new Set()
let scratch = ''

function cleanUp() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    cleanUp()
    process.exit(130)
  })

/**
 * Runs a command in the scratch copy, in a process group of its own, stopped (the whole group)
 * when it takes longer than `limit`. Resolves with its exit code and the end of its output.
 */
function run(command, args, { limit, env = {} }) {
  return new Promise((resolve) => {
    // The scratch copy's own tools first, never the project's.
    const PATH = [
      path.join(scratch, 'node_modules/.bin'),
      ...(process.env.PATH ?? '').split(':').filter((dir) => !dir.startsWith(root)),
    ].join(':')
    const child = spawn(command, args, {
      cwd: scratch,
      detached: true,
      env: { ...process.env, ...env, PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    running.add(child)
    let output = ''
    const keep = (chunk) => {
      output = (output + chunk).slice(-2_000_000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }, limit)
    child.on('close', (code) => {
      clearTimeout(timer)
      running.delete(child)
      resolve({ code: timedOut ? null : code, timedOut, output })
    })
  })
}

const lastLines = (text, n = 6) =>
  text
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(-n)
    .join('\n    ')

/** Package specs from the command line (`name@version`), the rest at `latest`. */
function wanted(argv) {
  const given = new Map(
    argv.map((spec) => {
      const at = spec.lastIndexOf('@')
      return at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, 'latest']
    }),
  )
  for (const name of given.keys())
    if (![...PINNED, ...WITH_NEXT].includes(name))
      throw new Error(`${name} is not one of ${[...PINNED, ...WITH_NEXT].join(', ')}`)
  const names = [...PINNED, ...WITH_NEXT]
  return names.map((name) => {
    const tag = given.get(name) ?? 'latest'
    const version = execFileSync('npm', ['view', `${name}@${tag}`, 'version', '--json'], {
      encoding: 'utf8',
    })
    const parsed = JSON.parse(version)
    return { name, tag, version: Array.isArray(parsed) ? parsed.at(-1) : parsed }
  })
}

async function main() {
  const started = Date.now()
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  const current = { ...pkg.devDependencies, ...pkg.dependencies }
  const targets = wanted(process.argv.slice(2))
  console.log('Versions (pinned → tried):')
  for (const { name, tag, version } of targets)
    console.log(
      `  ${name.padEnd(20)} ${String(current[name]).padEnd(10)} → ${version}${tag === 'latest' ? '' : ` (${tag})`}${current[name] === version ? '  (the same)' : ''}`,
    )

  scratch = mkdtempSync(path.join(tmpdir(), 'check-upgrade-'))
  console.log(`\nScratch copy of HEAD: ${scratch}`)
  execFileSync('sh', ['-c', `git archive --format=tar HEAD | tar -x -C '${scratch}'`], {
    cwd: root,
  })
  // The patches are applied below, one report each, instead of by the install's postinstall
  // (taken out for the install, put back after it: the unit tests read it).
  const manifest = path.join(scratch, 'package.json')
  const { postinstall } = JSON.parse(readFileSync(manifest, 'utf8')).scripts
  const setPostinstall = (value) => {
    const copy = JSON.parse(readFileSync(manifest, 'utf8'))
    copy.scripts.postinstall = value
    writeFileSync(manifest, JSON.stringify(copy, null, 2) + '\n')
  }
  setPostinstall(undefined)

  const rows = []
  let broken = false
  async function step(name, limit, body) {
    if (broken) {
      rows.push({ name, result: 'not run', seconds: '', detail: '' })
      return
    }
    const t0 = Date.now()
    process.stdout.write(`» ${name} … `)
    let outcome
    try {
      outcome = await body(limit)
    } catch (error) {
      outcome = { ok: false, detail: String(error?.message ?? error) }
    }
    const seconds = Math.round((Date.now() - t0) / 1000)
    console.log(`${outcome.ok ? 'ok' : 'FAILED'} (${seconds} s)`)
    if (!outcome.ok && outcome.detail) console.log(`    ${outcome.detail}`)
    rows.push({
      name,
      result: outcome.ok ? 'ok' : 'FAILED',
      seconds,
      detail: outcome.summary ?? '',
    })
    if (!outcome.ok && !outcome.goOn) broken = true
  }
  const fromRun = (r, what) =>
    r.code === 0
      ? { ok: true }
      : {
          ok: false,
          detail: r.timedOut ? `${what}: time limit reached` : lastLines(r.output, 12),
          summary: r.timedOut ? 'time limit' : `exit ${r.code}`,
        }

  await step('install the versions (npm)', minutes(6), async (limit) => {
    const specs = targets.map(({ name, version }) => `${name}@${version}`)
    const r = await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--save-exact', '--prefer-offline', ...specs],
      { limit },
    )
    setPostinstall(postinstall)
    return fromRun(r, 'npm install')
  })

  // patch-package applies every patch at once; then each patch's row says whether its result is
  // in node_modules (it reverses cleanly), and a failing one lets the later steps show its cost.
  let applied = null
  for (const name of readdirSync(path.join(scratch, 'patches')).filter((f) =>
    f.endsWith('.patch'),
  )) {
    await step(`patch ${name} applies (patch-package)`, minutes(2), async (limit) => {
      applied ??= await run('npx', ['patch-package', '--error-on-fail'], { limit })
      const check = await run('git', ['apply', '--check', '--reverse', `patches/${name}`], {
        limit: 30_000,
      })
      const pkgName = name.replace(/\+[^+]+\.patch$/, '').replace(/\+/g, '/')
      const other = new RegExp(`version mismatch[\\s\\S]*?${pkgName}`, 'i').test(applied.output)
      if (check.code === 0)
        return { ok: true, summary: other ? 'applies (to another version)' : 'applies' }
      const why = applied.output.match(
        new RegExp(`Failed to apply patch for package ${pkgName}\\b`),
      )
      return {
        ok: false,
        goOn: true,
        summary: why ? 'does not apply' : 'not in node_modules',
        detail: lastLines(applied.output, 4),
      }
    })
  }

  await step('styled-components hoists server styles', minutes(1), async () => {
    const problems = styledComponentsProblems(scratch)
    return problems.length
      ? { ok: false, goOn: true, summary: 'no', detail: problems.join('; ') }
      : { ok: true, summary: 'yes' }
  })

  const buildEnv = {
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_SITE_URL: 'https://www.forgeline.example',
    NEXT_BUILD_CACHE: 'off',
    NEXT_BUILD_TYPECHECK: 'off',
    CI: '1',
  }
  await step('production build (next build)', minutes(12), async (limit) =>
    fromRun(await run('npx', ['next', 'build'], { limit, env: buildEnv }), 'next build'),
  )

  await step('unit tests (vitest)', minutes(8), async (limit) => {
    // A test that fails is run once more: on a busy machine a timing test can miss once; one
    // that fails twice is what the new versions changed. The failing tests are named.
    const r = await run('npx', ['vitest', 'run', '--retry=1', '--reporter=default'], {
      limit,
      env: buildEnv,
    })
    const clean = r.output.replace(/\x1b\[[0-9;]*m/g, '')
    const counts = /Tests\s+(.+\))/.exec(clean)?.[1]
    const failing = [...new Set(clean.match(/^ FAIL .+$/gm) ?? [])].map((line) => line.trim())
    const result = fromRun(r, 'vitest')
    if (failing.length) result.detail = failing.join('\n    ')
    return { ...result, summary: counts ?? undefined, goOn: true }
  })

  await step(`route tests (${ROUTE_TESTS.join(', ')}, desktop)`, minutes(8), async (limit) => {
    const r = await run(
      'npx',
      ['playwright', 'test', ...ROUTE_TESTS, '--project=routes-desktop', '--reporter=line'],
      { limit, env: { ...buildEnv, E2E_PORT: String(port) } },
    )
    const clean = r.output.replace(/\x1b\[[0-9;]*m/g, '')
    const counts = [...clean.matchAll(/^\s*(\d+ (?:passed|failed|flaky|skipped))/gm)]
      .map((m) => m[1])
      .join(', ')
    return { ...fromRun(r, 'playwright'), summary: counts || undefined }
  })

  const width = Math.max(...rows.map((row) => row.name.length))
  console.log(`\n${'assumption'.padEnd(width)}  result   time   detail`)
  for (const row of rows)
    console.log(
      `${row.name.padEnd(width)}  ${row.result.padEnd(7)}  ${row.seconds === '' ? '      ' : `${String(row.seconds).padStart(4)} s`}  ${row.detail}`,
    )
  const failed = rows.filter((row) => row.result !== 'ok')
  console.log(
    `\n${rows.length - failed.length} passed, ${failed.length} failed (${Math.round((Date.now() - started) / 1000)} s)`,
  )
  return failed.length ? 1 : 0
}

main()
  .then((code) => {
    cleanUp()
    process.exit(code)
  })
  .catch((error) => {
    console.error(error)
    cleanUp()
    process.exit(1)
  })
