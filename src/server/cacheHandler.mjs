// Issue 10: Next's own page cache (memory, then .next/server), with one difference: a cached page's
// HTML is handed out in ASCII (src/server/http/asciiHtml.mjs says why, with its figures).
//
// Everything else (where pages are stored, the build's prerendered files, revalidation, tags) is
// Next's FileSystemCache, unchanged; what it stores on disk is what Next rendered. Loaded by Node as
// it is, not bundled: next.config.ts names it as `cacheHandler`.
import { createRequire } from 'node:module'
import { asciiSafeHtml } from './http/asciiHtml.mjs'

const require = createRequire(import.meta.url)
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/** Each cached page's ASCII HTML, once per cached entry (the memory cache hands out the same one). */
const asciiOf = new WeakMap()

export default class AsciiHtmlCache extends FileSystemCache {
  async get(...args) {
    const data = await super.get(...args)
    const value = data?.value
    // A partially prerendered page's HTML is resumed by the renderer, not sent as it is.
    if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.postponed) return data
    let html = asciiOf.get(value)
    if (html === undefined) {
      // A fresh one-byte copy: the escaped pieces are still slices of the UTF-16 original, and V8
      // would keep the joined string in UTF-16 (and gain nothing) without it.
      html = Buffer.from(asciiSafeHtml(value.html), 'latin1').toString('latin1')
      asciiOf.set(value, html)
    }
    return { ...data, value: { ...value, html } }
  }
}
