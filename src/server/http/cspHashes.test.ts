import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const WRITES = Symbol.for('forgeline.pageCacheWrites')
const counter = globalThis as { [WRITES]?: number }
const hashOf = (script: string) =>
  `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`

describe('pageScriptHashes', () => {
  let dist: string
  let write: (file: string, script: string, mtime: number) => void

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'csp-hashes-'))
    write = (file, script, mtime) => {
      const full = path.join(dist, 'server', file)
      mkdirSync(path.dirname(full), { recursive: true })
      writeFileSync(full, `<!DOCTYPE html><html><body><script>${script}</script></body></html>`)
      utimesSync(full, mtime, mtime)
    }
    vi.stubEnv('NEXT_DIST_DIR', path.relative(process.cwd(), dist))
    vi.resetModules()
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    delete counter[WRITES]
    rmSync(dist, { recursive: true, force: true })
  })

  it('reads the page files again only after the page cache has written', async () => {
    write('app/about.html', 'built()', 1_000)
    counter[WRITES] = 0
    const { pageScriptHashes } = await import('./cspHashes')
    expect(pageScriptHashes('/about')).toEqual([hashOf('built()')])

    // Nothing written through the page cache: the disk is not looked at.
    write('app/about.html', 'changedBehindItsBack()', 2_000)
    expect(pageScriptHashes('/about')).toEqual([hashOf('built()')])

    // A regeneration: the newest copy, in the route cache, is the one served.
    write('route-cache/APP_PAGE/key/$/about.html', 'regenerated()', 3_000)
    counter[WRITES] = 2
    expect(pageScriptHashes('/about')).toEqual([hashOf('regenerated()')])
    expect(pageScriptHashes('/missing')).toBeNull()
  })

  it('covers a page both as rendered and as the page cache hands it out in ASCII', async () => {
    write('app/about.html', 'f("—")', 1_000)
    const { pageScriptHashes } = await import('./cspHashes')
    expect(pageScriptHashes('/about')?.sort()).toEqual(
      [hashOf('f("\\u2014")'), hashOf('f("—")')].sort(),
    )
  })

  it('follows the files on every request when there is no page cache (next dev, a test)', async () => {
    write('app/index.html', 'first()', 1_000)
    const { pageScriptHashes } = await import('./cspHashes')
    expect(pageScriptHashes('/')).toEqual([hashOf('first()')])
    write('app/index.html', 'second()', 2_000)
    expect(pageScriptHashes('/')).toEqual([hashOf('second()')])
  })
})

describe('inlineScriptHashes', () => {
  it('does not take a <script> inside an HTML comment for a script', async () => {
    const { inlineScriptHashes } = await import('./cspHashes')
    expect(inlineScriptHashes('<!-- <script> --><p>x</p><script>real()</script>')).toEqual([
      hashOf('real()'),
    ])
  })
})
