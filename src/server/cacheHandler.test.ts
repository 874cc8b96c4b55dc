import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import PageCache, { pageNameOf } from './cacheHandler.mjs'
import { siteStylesheet } from './http/siteCss.mjs'

const require = createRequire(import.meta.url)
const { nodeFs } = require('next/dist/server/lib/node-fs-methods') as { nodeFs: unknown }
const { tagsManifest } =
  require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
    tagsManifest: Map<string, { expired?: number }>
  }
const WRITES = Symbol.for('forgeline.pageCacheWrites')
const writes = () => (globalThis as { [WRITES]?: number })[WRITES]
const PAGE_WRITES = Symbol.for('forgeline.pageWrites')
const EXPIRED_TAGS = Symbol.for('forgeline.expiredTags')
const shared = globalThis as {
  [PAGE_WRITES]?: { startedAt: Map<string, number>; underWay: Map<string, { since: number }[]> }
  [EXPIRED_TAGS]?: Map<string, number>
}
/** What the page cache publishes for the proxy (set up when the module loads). */
const pageWrites = () => shared[PAGE_WRITES]!
const expiredTags = () => shared[EXPIRED_TAGS]!

const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }
const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('0:{}\n'),
  headers: {},
  status: 200,
})
const rendered =
  '<!DOCTYPE html><html><body><p>a — b</p><script>self.__next_f.push([1,"—"])</script></body></html>'

describe('the page cache (src/server/cacheHandler.mjs)', () => {
  let dir: string
  let cache: InstanceType<typeof PageCache>
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'page-cache-'))
    cache = new PageCache({
      fs: nodeFs,
      flushToDisk: true,
      serverDistDir: path.join(dir, 'server'),
      revalidatedTags: [],
      maxMemoryCacheSize: 50e6,
    })
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('hands a page out in ASCII and keeps what Next rendered on disk', async () => {
    const before = writes() ?? 0
    await cache.set('/p', page(rendered), { ...ctx, cacheControl: { revalidate: 60 } })
    expect(writes()).toBe(before + 2)
    const served = await cache.get('/p', ctx)
    expect(served.value.html).toBe(
      '<!DOCTYPE html><html><body><p>a &#x2014; b</p><script>self.__next_f.push([1,"\\u2014"])</script></body></html>',
    )
    expect(readFileSync(path.join(dir, 'server/app/p.html'), 'utf8')).toBe(rendered)
  })

  it("counts a page's write as under way until its files are on disk, dated from its start", async () => {
    const before = Date.now()
    const stored = cache.set('/w', page(rendered), { ...ctx, cacheControl: { revalidate: 60 } })
    expect(pageWrites().underWay.get('w')).toHaveLength(1)
    expect(existsSync(path.join(dir, 'server/app/w.html'))).toBe(false)
    const began = pageWrites().startedAt.get('w') ?? 0
    expect(began).toBeGreaterThanOrEqual(before)
    await stored
    expect(pageWrites().underWay.has('w')).toBe(false)
    // Not after Next's own date of the entry (its memory copy's lastModified).
    expect(began).toBeLessThanOrEqual((await cache.get('/w', ctx)).lastModified)
    expect(readFileSync(path.join(dir, 'server/app/w.html'), 'utf8')).toBe(rendered)
    // What Next caches for `fetch` and `unstable_cache` is no page.
    const data = cache.set(
      'fetch-key',
      { kind: 'FETCH', data: { body: '{}' }, revalidate: 60 },
      {
        fetchCache: true,
      },
    )
    expect([...pageWrites().underWay.keys()]).toEqual([])
    await data
  })

  it("keeps Next's own expiry time of each tag it expires", async () => {
    const before = Date.now()
    await cache.revalidateTag(['page:w', 'siteSettings'], { expire: 0 })
    const expired = expiredTags().get('page:w') ?? 0
    expect(expired).toBeGreaterThanOrEqual(before)
    expect(expired).toBe(tagsManifest.get('page:w')?.expired)
    expect(expiredTags().get('siteSettings')).toBe(expired)
    // Marked stale only (no expiry): nothing for the proxy.
    await cache.revalidateTag('only-stale', {})
    expect(expiredTags().has('only-stale')).toBe(false)
  })

  it('names the page a cache key stores', () => {
    expect(pageNameOf('/index')).toBe('index')
    expect(pageNameOf('/blog/a')).toBe('blog/a')
    expect(pageNameOf('/route-cache/APP_PAGE/0a1b/$/blog/a')).toBe('blog/a')
    expect(pageNameOf(`/route-cache/APP_PAGE/${'c6'.repeat(32)}/$/index`)).toBe('index')
  })

  it('stores the rendered page, not the ASCII copy, when Next keeps a page it could not regenerate', async () => {
    await cache.set('/p', page(rendered), { ...ctx, cacheControl: { revalidate: 60 } })
    const served = await cache.get('/p', ctx)
    // What Next's response cache does when a stale page's regeneration throws.
    await cache.set('/p', served.value, { ...ctx, cacheControl: { revalidate: 60 } })
    expect(readFileSync(path.join(dir, 'server/app/p.html'), 'utf8')).toBe(rendered)
    expect((await cache.get('/p', ctx)).value.html).toBe(served.value.html)
  })

  it("hands a page out without its payload's copy of the head's server-component CSS", async () => {
    const flight =
      '3:["$","style","sc-a",{"href":"sc-a-x","precedence":"sc","children":".x{top:0}"}]\n'
    const html = `<html><head><style data-precedence="sc" data-href="sc-a-x">.x{top:0}</style></head><body><script>self.__next_f.push([1,${JSON.stringify(flight)}])</script></body></html>`
    // A page regenerated after the build (Next's key for it): no site stylesheet holds its CSS.
    const key = '/route-cache/APP_PAGE/k/$/s'
    await cache.set(key, page(html), { ...ctx, cacheControl: { revalidate: 60 } })
    expect((await cache.get(key, ctx)).value.html).toBe(html.replace('.x{top:0}\\"', '\\"'))
    expect(readFileSync(path.join(dir, 'server/route-cache/APP_PAGE/k/$/s.html'), 'utf8')).toBe(
      html,
    )
  })

  it('hands a page out linking the site stylesheet instead of the CSS it holds: the generated pages’ CSS', async () => {
    const head = (hrefs: string, css: string, link = '') =>
      `<html><head>${link}<style data-precedence="sc" data-href="${hrefs}">${css}</style></head><body><p>b</p></body></html>`
    // What the build writes, .next/server/app/b.html; then a regeneration with one more rule.
    await cache.set('/b', page(head('sc-a-x', '.x{top:0}')), {
      ...ctx,
      cacheControl: { revalidate: 60 },
    })
    const key = '/route-cache/APP_PAGE/k/$/b'
    await cache.set(key, page(head('sc-a-x sc-n-y', '.x{top:0}.y{left:0}')), {
      ...ctx,
      cacheControl: { revalidate: 60 },
    })
    const sheet = siteStylesheet(path.join(dir, 'server'))!
    expect(sheet.css).toBe('.x{top:0}')
    const link = `<link rel="stylesheet" href="${sheet.href}"/>`
    expect((await cache.get('/b', ctx)).value.html).toBe(head('sc-a-x', '', link))
    expect((await cache.get(key, ctx)).value.html).toBe(head('sc-a-x sc-n-y', '.y{left:0}', link))
  })

  it('hands a page out as it is when it cannot be written in ASCII with the same meaning', async () => {
    const html = "<p>—</p><script>f('—')</script>"
    await cache.set('/q', page(html), { ...ctx, cacheControl: { revalidate: 60 } })
    expect((await cache.get('/q', ctx)).value.html).toBe(html)
  })
})
