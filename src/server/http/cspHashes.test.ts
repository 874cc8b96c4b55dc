import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const WRITES = Symbol.for('forgeline.pageCacheWrites')
const PAGE_WRITES = Symbol.for('forgeline.pageWrites')
const EXPIRED_TAGS = Symbol.for('forgeline.expiredTags')
const counter = globalThis as {
  [WRITES]?: number
  [PAGE_WRITES]?: { startedAt: Map<string, number>; underWay: Map<string, { since: number }[]> }
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

  it("covers a page as the page cache hands it out without its payload's CSS copy", async () => {
    const style = (href: string, css: string) =>
      JSON.stringify(['$', 'style', `sc-${href}`, { href, precedence: 'sc', children: css }])
    const push = (flight: string) => `self.__next_f.push([1,${JSON.stringify(flight)}])`
    const flight = `3:[${style('sc-a-x', '.x{}')},${style('sc-b-y', '.y{}')}]\n`
    const page = (server: string, hrefs: string) =>
      `<html><head><style data-precedence="sc" data-href="${hrefs}">${server}</style></head><body><script>${push(flight)}</script></body></html>`
    const writePage = (file: string, html: string, mtime: number) => {
      const full = path.join(dist, 'server', file)
      mkdirSync(path.dirname(full), { recursive: true })
      writeFileSync(full, html)
      utimesSync(full, mtime, mtime)
    }
    writePage('app/index.html', page('.x{}', 'sc-a-x'), 1_000)
    // Regenerated since with a rule the build never had: linked to the build's stylesheet, the
    // payload loses the style that stylesheet draws, and the CSS copy of the one it does not.
    writePage('route-cache/APP_PAGE/key/$/index.html', page('.x{}.y{}', 'sc-a-x sc-b-y'), 2_000)
    const { pageScriptHashes } = await import('./cspHashes')
    expect(pageScriptHashes('/')?.sort()).toEqual(
      [push(flight), push(`3:[null,${style('sc-b-y', '')}]\n`)].map(hashOf).sort(),
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
  let writes: { startedAt: Map<string, number>; underWay: Map<string, { since: number }[]> }
  /** Next expiring tags at `at` (the page cache copies its manifest's times). */
  const expire = (tags: string[], at: number) => {
    for (const tag of tags) counter[EXPIRED_TAGS]?.set(tag, at)
  }

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
    writes = { startedAt: new Map(), underWay: new Map() }
    counter[PAGE_WRITES] = writes
    counter[EXPIRED_TAGS] = new Map()
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    delete counter[WRITES]
    delete counter[PAGE_WRITES]
    delete counter[EXPIRED_TAGS]
    rmSync(dist, { recursive: true, force: true })
  })

  const tagged = (...tags: string[]) => ({ headers: { 'x-next-cache-tags': tags.join(',') } })
  const NOW = 2_000_000 // ms: 1,000 s after the files written at 1,000 s
  const REGENERATED = 'route-cache/APP_PAGE/k/$/pricing'

  it('names the render a publish causes, for every visit until the page is written again', async () => {
    // A file's time has a fraction of a millisecond; Next's Date of it is rounded.
    write('app/pricing', 'built()', 1_000.0006, tagged('page', 'page:pricing', 'siteSettings'))
    write('app/about', 'about()', 1_000, tagged('page', 'page:about', 'siteSettings'))
    const { pendingRender, pageScriptHashes } = await import('./cspHashes')
    expect(pendingRender('/pricing', NOW)).toBeNull()

    expire(['page:pricing', 'pageList'], 1_500_000)
    const render = pendingRender('/pricing', NOW)
    expect(render).not.toBeNull()
    expect(pendingRender('/pricing/', NOW + 100)).toBe(render)
    // A page the publish did not touch: none.
    expect(pendingRender('/about', NOW)).toBeNull()
    // A second publish while the page renders: Next still sends that one render.
    expire(['siteSettings'], 1_600_000)
    expect(pendingRender('/pricing', NOW + 200)).toBe(render)
    // Next copies the build's file into the route cache (keeping its time), and the proxy looks
    // again (another write): the same render, still.
    write(REGENERATED, 'built()', 1_650, {
      ...tagged('page', 'page:pricing', 'siteSettings'),
      routeCacheLastModified: 1_000_001,
    })
    counter[WRITES] = 1
    expect(pendingRender('/pricing', NOW + 250)).toBe(render)

    // The render is being stored (half a file on disk): what was known holds.
    writes.startedAt.set('pricing', 1_700_000)
    writes.underWay.set('pricing', [{ since: Date.now() }])
    counter[WRITES] = 2
    write(REGENERATED, 'regener', 1_700, tagged('page:pricing', 'siteSettings'))
    expect(pendingRender('/pricing', NOW + 300)).toBe(render)
    expect(pageScriptHashes('/pricing')).toEqual([hashOf('built()')])
    // Stored: the next visit is sent the new file, by its hashes, with a nonce of its own.
    write(REGENERATED, 'regenerated()', 1_700, tagged('page:pricing', 'siteSettings'))
    writes.underWay.delete('pricing')
    counter[WRITES] = 3
    expect(pendingRender('/pricing', NOW + 400)).toBeNull()
    expect(pageScriptHashes('/pricing')).toEqual([hashOf('regenerated()')])
  })

  it("dates a page's version from when its write began, as Next does", async () => {
    write('app/pricing', 'built()', 1_000, tagged('page:pricing'))
    const { pendingRender } = await import('./cspHashes')
    // A publish landed after the write began and before its file was on disk: Next renders again.
    writes.startedAt.set('pricing', 1_700_000)
    write(REGENERATED, 'regenerated()', 1_800, tagged('page:pricing'))
    counter[WRITES] = 2
    expire(['page:pricing'], 1_750_000)
    expect(pendingRender('/pricing', NOW)).not.toBeNull()
  })

  it("keeps each page's view only while that page is written, and not past a stalled write", async () => {
    write('app/pricing', 'built()', 1_000, tagged('page:pricing'))
    const { pageScriptHashes } = await import('./cspHashes')
    expect(pageScriptHashes('/pricing')).toEqual([hashOf('built()')])
    // Another page's write under way does not hold this page's new file back.
    writes.underWay.set('about', [{ since: Date.now() }])
    write(REGENERATED, 'regenerated()', 1_800, tagged('page:pricing'))
    counter[WRITES] = 2
    expect(pageScriptHashes('/pricing')).toEqual([hashOf('regenerated()')])
    // A write of this page that began 10 s ago and never ended: the disk is looked at again.
    writes.underWay.set('pricing', [{ since: Date.now() - 10_000 }])
    write(REGENERATED, 'again()', 1_900, tagged('page:pricing'))
    counter[WRITES] = 4
    expect(pageScriptHashes('/pricing')).toEqual([hashOf('again()')])
  })

  it('names the render of a page not generated yet, also while its first file is written', async () => {
    const { pendingRender } = await import('./cspHashes')
    expect(pendingRender('/new-page', NOW)).toBe('new-page:new')
    expect(pendingRender('/new-page/', NOW)).toBe('new-page:new')
    writes.underWay.set('new-page', [{ since: Date.now() }])
    counter[WRITES] = 1
    write('route-cache/APP_PAGE/k/$/new-page', 'half', 1_900, tagged('page:new-page'))
    expect(pendingRender('/new-page', NOW)).toBe('new-page:new')
    writes.underWay.delete('new-page')
    counter[WRITES] = 2
    expect(pendingRender('/new-page', NOW)).toBeNull()
  })

  it('names the render of a page past its lifetime, dated as Next dates it', async () => {
    write('app/old', 'old()', 1_000, { ...tagged('page:old'), cacheControl: { expire: 600 } })
    write('app/built', 'built()', 1_000, tagged('page:built'))
    // A build's page copied into the route cache later keeps the build's time.
    write('route-cache/APP_PAGE/k/$/copied', 'copied()', 1_900, {
      ...tagged('page:copied'),
      routeCacheLastModified: 1_000_000,
    })
    const { pendingRender } = await import('./cspHashes')
    // Written 1,000 s ago: past its own 600 s; the build's file (no lifetime) lives 2 h.
    expect(pendingRender('/old', NOW)).not.toBeNull()
    expect(pendingRender('/built', NOW)).toBeNull()
    // Due from 5 s before its end (Next's clock may run ahead of this one).
    expect(pendingRender('/built', 1_000_000 + 7_200_000 - 6_000)).toBeNull()
    expect(pendingRender('/built', 1_000_000 + 7_200_000 - 5_000)).not.toBeNull()
    expect(pendingRender('/copied', 1_000_000 + 7_200_000)).not.toBeNull()
  })
})

describe('pendingRender under next dev', () => {
  afterEach(() => vi.unstubAllEnvs())
  it('never shares a nonce: next dev renders each visit on its own', async () => {
    vi.stubEnv('NODE_ENV', 'development')
    vi.resetModules()
    const { pendingRender } = await import('./cspHashes')
    expect(pendingRender('/page-with-no-file')).toBeNull()
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
