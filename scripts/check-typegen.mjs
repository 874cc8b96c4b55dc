#!/usr/bin/env node
// CI guard (DESIGN §2 "CI fails when sanity.types.ts is stale"): regenerate the types and compare
// them with the file as it is now. The working tree is left exactly as it was found, whatever
// happens, so the check never rewrites a file a developer is looking at.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const typesPath = join(root, 'sanity.types.ts')

const before = existsSync(typesPath) ? readFileSync(typesPath) : null

function restore() {
  if (before === null) rmSync(typesPath, { force: true })
  else writeFileSync(typesPath, before)
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const run = spawnSync(npm, ['run', '--silent', 'typegen'], {
  cwd: root,
  encoding: 'utf8',
  // No telemetry from CI or from a developer's logged-in CLI.
  env: { ...process.env, DO_NOT_TRACK: '1' },
  shell: process.platform === 'win32',
})

if (run.status !== 0) {
  restore()
  process.stderr.write(run.stdout ?? '')
  process.stderr.write(run.stderr ?? '')
  console.error('\ntypegen:check: `npm run typegen` failed (output above).')
  process.exit(run.status ?? 1)
}

const after = existsSync(typesPath) ? readFileSync(typesPath) : null
restore()

if (before === null) {
  console.error('sanity.types.ts is missing: run npm run typegen')
  process.exit(1)
}

if (after === null || !before.equals(after)) {
  const oldLines = before.toString('utf8').split('\n')
  const newLines = (after ?? Buffer.alloc(0)).toString('utf8').split('\n')
  const line = oldLines.findIndex((text, index) => text !== newLines[index])
  const at = line === -1 ? oldLines.length : line
  console.error('sanity.types.ts is stale: run npm run typegen')
  console.error(`  first difference at line ${at + 1}:`)
  console.error(`  - committed: ${oldLines[at] ?? '(end of file)'}`)
  console.error(`  + generated: ${newLines[at] ?? '(end of file)'}`)
  process.exit(1)
}

console.log('sanity.types.ts is up to date.')
