import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import PageCache, { usesRedis } from './cacheHandler.mjs'
import { DOCUMENT_POLICY, inlineScriptHashes } from './http/servedHtml.mjs'
import { siteStylesheet } from './http/siteCss.mjs'

const require = createRequire(import.meta.url)
const { nodeFs } = require('next/dist/server/lib/node-fs-methods') as { nodeFs: unknown }

const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }
const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('0:{}\n'),
  headers: { 'x-next-cache-tags': 'page:p' } as Record<string, string>,
  status: 200,
})
const rendered =
  '<!DOCTYPE html><html><body><p>a — b</p><script>self.__next_f.push([1,"—"])</script></body></html>'

/** The policy maker src/instrumentation.ts installs; here: the hashes, listed. */
const globals = globalThis as { [DOCUMENT_POLICY]?: (hashes: readonly string[]) => string }
beforeAll(() => {
  globals[DOCUMENT_POLICY] = (hashes) => `script-src ${hashes.join(' ')}`
})
afterAll(() => {
  delete globals[DOCUMENT_POLICY]
})
const policyOf = (html: string) => `script-src ${inlineScriptHashes(html).join(' ')}`

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

  it('hands a page out in ASCII, with the policy of that HTML, and keeps what Next rendered on disk', async () => {
    await cache.set('/p', page(rendered), { ...ctx, cacheControl: { revalidate: 60 } })
    const served = await cache.get('/p', ctx)
    const ascii =
      '<!DOCTYPE html><html><body><p>a &#x2014; b</p><script>self.__next_f.push([1,"\\u2014"])</script></body></html>'
    expect(served.value.html).toBe(ascii)
    // The escaped script is another script: the policy names the one that goes out.
    expect(served.value.headers['content-security-policy']).toBe(policyOf(ascii))
    expect(policyOf(ascii)).not.toBe(policyOf(rendered))
    expect(served.value.headers['x-next-cache-tags']).toBe('page:p')
    expect(readFileSync(path.join(dir, 'server/app/p.html'), 'utf8')).toBe(rendered)
  })

  it('gives a page Next has just rendered the policy of its HTML as it stores it', async () => {
    // Next sends the visit that asked for a render this very entry, with its headers.
    const fresh = page(rendered)
    await cache.set('/f', fresh, { ...ctx, cacheControl: { revalidate: 60 } })
    expect(fresh.headers['content-security-policy']).toBe(policyOf(rendered))
    expect(fresh.headers['x-next-cache-tags']).toBe('page:p')
    // What Next caches for `fetch` is no page: nothing added.
    const data = { kind: 'FETCH', data: { body: '{}', headers: {} }, revalidate: 60 }
    await cache.set('fetch-key', data, { fetchCache: true })
    expect(data.data.headers).toEqual({})
  })

  it('uses Redis only with REDIS_URL, and never while building', () => {
    expect(usesRedis({})).toBe(false)
    expect(usesRedis({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe(true)
    const building = { REDIS_URL: 'redis://127.0.0.1:6379', NEXT_PHASE: 'phase-production-build' }
    expect(usesRedis(building)).toBe(false)
  })

  it('stores the rendered page, not the ASCII copy, when Next keeps a page it could not regenerate', async () => {
    await cache.set('/p', page(rendered), { ...ctx, cacheControl: { revalidate: 60 } })
    const served = await cache.get('/p', ctx)
    // What Next's response cache does when a stale page's regeneration throws.
    await cache.set('/p', served.value, { ...ctx, cacheControl: { revalidate: 60 } })
    expect(readFileSync(path.join(dir, 'server/app/p.html'), 'utf8')).toBe(rendered)
    expect((await cache.get('/p', ctx)).value.html).toBe(served.value.html)
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
    const regenerated = await cache.get(key, ctx)
    expect(regenerated.value.html).toBe(head('sc-a-x sc-n-y', '.y{left:0}', link))
    expect(regenerated.value.headers['content-security-policy']).toBe(
      policyOf(regenerated.value.html),
    )
  })

  it('hands a page out as it is when it cannot be written in ASCII with the same meaning', async () => {
    const html = "<p>—</p><script>f('—')</script>"
    await cache.set('/q', page(html), { ...ctx, cacheControl: { revalidate: 60 } })
    expect((await cache.get('/q', ctx)).value.html).toBe(html)
  })
})
