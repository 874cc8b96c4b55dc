#!/usr/bin/env node
// CI guard (DESIGN §2 "CI fails when sanity.types.ts is stale"): extract the schema and generate
// the types into a scratch folder, then compare them with sanity.types.ts. The working tree is
// never written, so the check can run beside lint and the type check (scripts/test.sh), which
// read that file.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const typesPath = join(root, 'sanity.types.ts')

const before = existsSync(typesPath) ? readFileSync(typesPath) : null

// Inside the project (node_modules/.cache, ignored by git, lint and tsc): sanity typegen formats
// its output with the Prettier settings it finds from the output's folder up.
mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true })
const scratch = mkdtempSync(join(root, 'node_modules', '.cache', 'typegen-check-'))
const schemaPath = join(scratch, 'schema.json')
const generatedPath = join(scratch, 'sanity.types.ts')

const windows = process.platform === 'win32'
const sanity = join(root, 'node_modules', '.bin', windows ? 'sanity.cmd' : 'sanity')
/** Runs the Sanity CLI as `npm run typegen` does, with its paths in the scratch folder. */
function run(args) {
  return spawnSync(sanity, args, {
    cwd: root,
    encoding: 'utf8',
    // No telemetry from CI or from a developer's logged-in CLI.
    env: {
      ...process.env,
      DO_NOT_TRACK: '1',
      TYPEGEN_SCHEMA: schemaPath,
      TYPEGEN_OUTPUT: generatedPath,
    },
    shell: windows,
  })
}

let after = null
let failed = null
try {
  for (const args of [
    // Relative: the CLI puts even an absolute --path under the working folder.
    ['schema', 'extract', `--path=${relative(root, schemaPath)}`, '--enforce-required-fields'],
    ['typegen', 'generate'],
  ]) {
    const result = run(args)
    if (result.status !== 0) {
      failed = { args, result }
      break
    }
  }
  // The file names its schema ("// Source: schema.json"): put back the name npm run typegen uses.
  if (!failed && existsSync(generatedPath))
    after = Buffer.from(
      readFileSync(generatedPath, 'utf8').replaceAll(relative(root, schemaPath), 'schema.json'),
    )
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
if (failed) {
  process.stderr.write(failed.result.stdout ?? '')
  process.stderr.write(failed.result.stderr ?? '')
  console.error(`\ntypegen:check: \`sanity ${failed.args.join(' ')}\` failed (output above).`)
  process.exit(failed.result.status ?? 1)
}

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
