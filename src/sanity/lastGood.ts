import 'server-only'
// Issue 12, item 4: the last good answer of every published query of the Sanity source, kept so
// that a page regenerated during a CMS outage shows its last content instead of an error. In
// memory, and as files in the build folder (<dist>/cache/sanity-last-good/), which the build
// seeds: a server started during an outage still has every page's last content. Files that cannot
// be written (a read-only deployment) leave the memory copy, which is enough once a page was read.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DIST_DIR } from '@/server/distDir.mjs'

const dir = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  DIST_DIR,
  'cache',
  'sanity-last-good',
)
const memory = new Map<string, { json: string; value: unknown }>()

const fileOf = (key: string) =>
  path.join(dir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`)

/** Remembers a query's answer (written to disk only when it changed). */
export function rememberLastGood(key: string, value: unknown): void {
  const json = JSON.stringify(value ?? null)
  if (memory.get(key)?.json === json) return
  memory.set(key, { json, value })
  try {
    mkdirSync(dir, { recursive: true })
    const file = fileOf(key)
    // Written beside and renamed, so a reader never sees half a file.
    writeFileSync(`${file}.${process.pid}.tmp`, json)
    renameSync(`${file}.${process.pid}.tmp`, file)
  } catch {
    // Read-only file system: the memory copy serves this process.
  }
}

/** The last good answer of a query, or undefined when it was never read. */
export function lastGood(key: string): unknown {
  const known = memory.get(key)
  if (known) return known.value
  try {
    const json = readFileSync(fileOf(key), 'utf8')
    const value: unknown = JSON.parse(json)
    memory.set(key, { json, value })
    return value
  } catch {
    return undefined
  }
}
