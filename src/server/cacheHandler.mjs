// Issue 10: Next's own page cache (memory, then .next/server), with one difference: a cached page's
// HTML is handed out without the second copy of its server components' CSS in its inline payload
// (src/server/http/payloadCss.mjs), linking the site stylesheet instead of carrying the CSS it holds
// (src/server/http/siteCss.mjs), and in ASCII (src/server/http/asciiHtml.mjs); each says why, with
// its figures.
//
// Everything else (where pages are stored, the build's prerendered files, revalidation, tags) is
// Next's FileSystemCache, unchanged; what it stores on disk is what Next rendered. next.config.ts
// names it as `cacheHandler`: the server loads it as it is; the proxy's bundle holds a copy too (for
// its own fetch cache, unused), which shares the write counter below through globalThis.
import { createRequire } from 'node:module'
import { servedHtml } from './http/payloadCss.mjs'
import { siteStylesheet } from './http/siteCss.mjs'

const require = createRequire(import.meta.url)
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

/**
 * Counts the writes to the page cache, for the proxy's CSP hashes (src/server/http/cspHashes.ts):
 * while it stays the same, no page file has changed and the proxy need not look at the disk. A
 * symbol on globalThis because the proxy is bundled apart from this file, in the same process.
 * It is there from the proxy's first request (its bundle holds a copy of this module).
 */
const PAGE_CACHE_WRITES = Symbol.for('forgeline.pageCacheWrites')
globalThis[PAGE_CACHE_WRITES] ??= 0
/**
 * For the proxy's view of each page (cspHashes.ts, pendingRender), per page name ('index',
 * 'blog/a'): when its last write began (Next's own time of the entry, `lastModified`), and the
 * writes under way (meanwhile its files may be half written, and the visits that arrive still share
 * the render being stored, so the proxy keeps what it knew). And when Next expired each cache tag.
 * (`underWay` holds one { since } per write under way.)
 */
const PAGE_WRITES = Symbol.for('forgeline.pageWrites')
globalThis[PAGE_WRITES] ??= { startedAt: new Map(), underWay: new Map() }
const EXPIRED_TAGS = Symbol.for('forgeline.expiredTags')
globalThis[EXPIRED_TAGS] ??= new Map()

/** The page a cache key stores: '/blog/a' or '/route-cache/APP_PAGE/<key>/$/blog/a' → 'blog/a'. */
export function pageNameOf(key) {
  const at = key.lastIndexOf('/$/')
  return (at === -1 ? key : key.slice(at + 3)).replace(/^\/+|\/+$/g, '') || 'index'
}

/** Each cached page's HTML as handed out, once per entry (the memory cache hands out the same one). */
const servedOf = new WeakMap()
/** The entry each handed-out copy was made from: Next may store a copy back (see set). */
const originalOf = new WeakMap()

export default class AsciiHtmlCache extends FileSystemCache {
  async get(...args) {
    const data = await super.get(...args)
    const value = data?.value
    // A partially prerendered page's HTML is resumed by the renderer, not sent as it is.
    if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.postponed) return data
    let html = servedOf.get(value)
    if (html === undefined) {
      const served = servedHtml(value.html, siteStylesheet(this.serverDistDir))
      // A fresh one-byte copy when it is ASCII: the escaped pieces are still slices of the UTF-16
      // original, and V8 would keep the joined string in UTF-16 (and gain nothing) without it. A
      // page with nothing to change is handed out as it is (the same string, so comparing it below
      // costs nothing).
      html =
        served === value.html
          ? value.html
          : /[^\x00-\x7f]/.test(served)
            ? served
            : Buffer.from(served, 'latin1').toString('latin1')
      servedOf.set(value, html)
    }
    if (html === value.html) return data
    const copy = { ...value, html }
    originalOf.set(copy, value)
    return { ...data, value: copy }
  }

  async set(key, data, ctx) {
    // When a stale page fails to regenerate, Next keeps the entry it had by storing it again: the
    // copy handed out above. Stored is what Next rendered, so the proxy's CSP hashes, which cover
    // both forms of a page on disk, still cover a fresh render of it.
    const value = originalOf.get(data) ?? data
    const page = value?.kind === 'APP_PAGE' ? pageNameOf(key) : null
    const writes = (globalThis[PAGE_WRITES] ??= { startedAt: new Map(), underWay: new Map() })
    // This write's own entry in the page's list (overlapping writes of one page end in any order).
    const write = { since: Date.now() }
    if (page !== null) {
      writes.startedAt.set(page, write.since)
      writes.underWay.set(page, [...(writes.underWay.get(page) ?? []), write])
    }
    // Before (the memory copy changes first) and after (the file is on disk by then).
    globalThis[PAGE_CACHE_WRITES] += 1
    try {
      return await super.set(key, value, ctx)
    } finally {
      if (page !== null) {
        const left = (writes.underWay.get(page) ?? []).filter((entry) => entry !== write)
        if (left.length) writes.underWay.set(page, left)
        else writes.underWay.delete(page)
      }
      globalThis[PAGE_CACHE_WRITES] += 1
    }
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    // Next's own expiry times (the manifest it checks pages against), for the proxy.
    for (const tag of typeof tags === 'string' ? [tags] : tags) {
      const expired = tagsManifest.get(tag)?.expired
      const notes = (globalThis[EXPIRED_TAGS] ??= new Map())
      if (typeof expired === 'number') notes.set(tag, Math.max(expired, notes.get(tag) ?? 0))
    }
  }
}
