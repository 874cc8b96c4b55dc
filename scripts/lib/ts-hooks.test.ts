// The operator commands' TypeScript hooks (ts-hooks.mjs) keep each transpiled module in
// node_modules/.cache/ts-hooks: a module seen before runs from there, a changed one is transpiled
// again, and a cached module that another local user could write to is not read. Each run is a
// Node process of its own, as an operator command is.
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..', '..')
const cacheDir = path.join(root, 'node_modules', '.cache', 'ts-hooks')
const runTs = path.join(root, 'scripts', 'lib', 'run-ts.mjs')

let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(path.join(root, 'node_modules', '.cache', 'ts-hooks-test-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** Imports `file` through the hooks in a new Node process; prints its `answer`. */
async function answer(file: string) {
  const script = `const { importTs } = await import(${JSON.stringify(runTs)});
    const m = await importTs(${JSON.stringify(path.relative(root, file))});
    console.log(m.answer)`
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script],
    { cwd: root },
  )
  return stdout.trim()
}

/** The cached module whose text holds `token`. */
async function cachedWith(token: string) {
  for (const name of await readdir(cacheDir)) {
    const file = path.join(cacheDir, name)
    if (name.endsWith('.js') && (await readFile(file, 'utf8')).includes(token)) return file
  }
  return null
}

describe('ts-hooks transpile cache', () => {
  it('runs a module seen before from the cache, and a changed module anew', async () => {
    const token = randomUUID()
    const next = randomUUID()
    const file = path.join(dir, 'mod.ts')
    try {
      await writeFile(file, `export const answer: string = ${JSON.stringify(token)}\n`)
      expect(await answer(file)).toBe(token)

      // The cached module is what runs the next time: changed in the cache, the change shows.
      const cached = await cachedWith(token)
      expect(cached).not.toBeNull()
      expect(await readFile(cached!, 'utf8')).not.toContain(': string')
      await writeFile(cached!, `export const answer = 'from the cache'\n`)
      expect(await answer(file)).toBe('from the cache')

      // A cached module that other local users may write to is not read: it would run as code.
      await chmod(cached!, 0o666)
      expect(await answer(file)).toBe(token)

      // A changed source is not the cached one.
      await writeFile(file, `export const answer: string = ${JSON.stringify(next)}\n`)
      expect(await answer(file)).toBe(next)
    } finally {
      for (const leftover of [await cachedWith(token), await cachedWith(next)])
        if (leftover) await rm(leftover, { force: true })
    }
  }, 60_000)
})
