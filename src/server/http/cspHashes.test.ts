import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const WRITES = Symbol.for('forgeline.pageCacheWrites')
const WRITING = Symbol.for('forgeline.pageCacheWriting')
const EXPIRED_TAGS = Symbol.for('forgeline.expiredTags')
const counter = globalThis as {
  [WRITES]?: number
  [WRITING]?: number
  [EXPIRED_TAGS]?: Map<string, number>
}
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
    delete counter[WRITING]
    delete counter[EXPIRED_TAGS]
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

describe('pendingRender: the visits that may share one render of a page', () => {
  let dist: string
  /** A page file (mtime in seconds) and its .meta, as Next writes them. */
  let write: (page: string, script: string, mtime: number, meta?: object) => void

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'pending-render-'))
    write = (page, script, mtime, meta) => {
      const full = path.join(dist, 'server', page)
      mkdirSync(path.dirname(full), { recursive: true })
      writeFileSync(`${full}.html`, `<html><body><script>${script}</script></body></html>`)
      if (meta) writeFileSync(`${full}.meta`, JSON.stringify(meta))
      utimesSync(`${full}.html`, mtime, mtime)
    }
    vi.stubEnv('NEXT_DIST_DIR', path.relative(process.cwd(), dist))
    vi.resetModules()
    counter[WRITES] = 0
    counter[WRITING] = 0
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    delete counter[WRITES]
    delete counter[WRITING]
    delete counter[EXPIRED_TAGS]
    rmSync(dist, { recursive: true, force: true })
  })

  const tagged = (...tags: string[]) => ({ headers: { 'x-next-cache-tags': tags.join(',') } })
  const NOW = 2_000_000 // ms: 1,000 s after the files written at 1,000 s

  it('names the render a publish causes, until the page is written again', async () => {
    write('app/pricing', 'built()', 1_000, tagged('page', 'page:pricing', 'siteSettings'))
    write('app/about', 'about()', 1_000, tagged('page', 'page:about', 'siteSettings'))
    const { pendingRender } = await import('./cspHashes')
    const { recordExpiredTags } = await import('./expiredTags')
    expect(pendingRender('/pricing', NOW)).toBeNull()

    recordExpiredTags(['page:pricing', 'pageList'], 1_500_000)
    const render = pendingRender('/pricing', NOW)
    expect(render).not.toBeNull()
    // Every visit until the new page is written shares it; a page the publish did not touch, none.
    expect(pendingRender('/pricing', NOW + 100)).toBe(render)
    expect(pendingRender('/about', NOW)).toBeNull()

    // The render is being stored: half a file on disk changes nothing yet.
    counter[WRITES] = 1
    counter[WRITING] = 1
    write(
      'route-cache/APP_PAGE/k/$/pricing',
      'regener',
      1_600,
      tagged('page:pricing', 'siteSettings'),
    )
    expect(pendingRender('/pricing', NOW)).toBe(render)
    // Stored: the next visit is sent the new file, with a nonce of its own.
    write(
      'route-cache/APP_PAGE/k/$/pricing',
      'regenerated()',
      1_600,
      tagged('page:pricing', 'siteSettings'),
    )
    counter[WRITES] = 2
    counter[WRITING] = 0
    expect(pendingRender('/pricing', NOW)).toBeNull()

    // A second publish of a tag every page has: each page renders again, each its own render.
    recordExpiredTags(['siteSettings'], 1_700_000)
    const pricing = pendingRender('/pricing', NOW)
    const about = pendingRender('/about', NOW)
    expect(pricing).not.toBeNull()
    expect(about).not.toBeNull()
    expect(pricing).not.toBe(about)
    expect(pricing).not.toBe(render)
  })

  it('names the render of a page not generated yet, and of a page past its lifetime', async () => {
    write('app/old', 'old()', 1_000, { ...tagged('page:old'), cacheControl: { expire: 600 } })
    write('app/built', 'built()', 1_000, tagged('page:built'))
    const { pendingRender } = await import('./cspHashes')
    expect(pendingRender('/new-page', NOW)).toBe('new-page:new')
    expect(pendingRender('/new-page/', NOW)).toBe('new-page:new')
    // Written 1,000 s ago: past its own 600 s; the build's file (no lifetime) lives 2 h.
    expect(pendingRender('/old', NOW)).not.toBeNull()
    expect(pendingRender('/built', NOW)).toBeNull()
    expect(pendingRender('/built', 1_000_000 + 7_200_000)).not.toBeNull()
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
