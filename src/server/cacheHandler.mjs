// Issue 34: the page and data cache, on Next's documented `cacheHandler` interface (next.config.ts).
//
// Where entries live: with REDIS_URL, in Redis, one cache for every replica (redisCache.mjs); without,
// Next's own file-system cache (memory, then .next/server), as a single machine always had it.
//
// What it adds, the same either way: a cached page is handed out as servedHtml makes it
// (src/server/http/servedHtml.mjs: the site stylesheet linked, scripts after the first paint, ASCII),
// with the Content-Security-Policy of that very HTML in the entry's headers, which Next sends with
// the page. The proxy sends no policy of its own for such a page (src/proxy.ts). A page rendered for
// the visit that asked for it goes out as Next rendered it, with the policy of that HTML, added here
// as Next stores it. Stored is always what Next rendered.
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { policyOf, servedHtml } from './http/servedHtml.mjs'
import { siteStylesheet } from './http/siteCss.mjs'

const require = createRequire(import.meta.url)

/** Redis when REDIS_URL is set (not while building: a build's pages are its own files). */
export const usesRedis = (env = process.env) =>
  Boolean(env.REDIS_URL) && env.NEXT_PHASE !== 'phase-production-build'

// By its address in the project, not bundled: Next also bundles this file into the proxy (for its
// fetch cache), and the Redis client's ~200 modules there made the module ids of every client
// chunk a digit longer (+0.4 KB gzip on each page). One address, so one module and one client per
// process.
const redisCache = path.join(/* turbopackIgnore: true */ process.cwd(), 'src/server/redisCache.mjs')
const Base = usesRedis()
  ? (
      await import(
        /* turbopackIgnore: true */ /* webpackIgnore: true */ pathToFileURL(redisCache).href
      )
    ).default
  : require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

const isServablePage = (value) =>
  value?.kind === 'APP_PAGE' && typeof value.html === 'string' && !value.postponed

/**
 * Each page's HTML as handed out and its headers (the policy of that HTML added), by cache key, for
 * the entry they were made from (its time and length): Next's memory cache hands out one object
 * per entry, Redis a new one each time. Made once per entry, not per request.
 */
const servedOf = new Map()
const MAX_SERVED = 1_000

/** The entries this cache handed out, to what Next rendered: Next may store one back (see set). */
const originalOf = new WeakMap()

export default class PageCache extends Base {
  constructor(context) {
    super(context)
    /** .next/server, where the site stylesheet's pages are (siteCss.mjs). */
    this.pagesDir = context.serverDistDir
  }

  async get(...args) {
    const data = await super.get(...args)
    const value = data?.value
    if (!isServablePage(value)) return data
    const [key] = args
    const version = `${data.lastModified}:${value.html.length}`
    let served = servedOf.get(key)
    if (served?.version !== version) {
      const html = servedHtml(value.html, siteStylesheet(this.pagesDir))
      // A fresh one-byte copy when it is ASCII: V8 would keep a string joined from slices of a
      // UTF-16 original in UTF-16, and Node would encode it so on every request.
      const ascii = /[^\x00-\x7f]/.test(html)
        ? html
        : Buffer.from(html, 'latin1').toString('latin1')
      served = { version, html: ascii, headers: withPolicy(value.headers, policyOf(ascii)) }
      servedOf.delete(key)
      if (servedOf.size >= MAX_SERVED) servedOf.delete(servedOf.keys().next().value)
      servedOf.set(key, served)
    }
    const copy = { ...value, html: served.html, headers: served.headers }
    originalOf.set(copy, value)
    return { ...data, value: copy }
  }

  async set(key, data, ctx) {
    // When a stale page fails to regenerate, Next keeps the entry it had by storing it again: the
    // copy handed out above. Stored is what Next rendered.
    const value = originalOf.get(data) ?? data
    // A page Next has just rendered goes out to the visit that asked for it as rendered, with the
    // headers of this entry: they name the policy of that HTML.
    if (isServablePage(value)) value.headers = withPolicy(value.headers, policyOf(value.html))
    return super.set(key, value, ctx)
  }
}

function withPolicy(headers, policy) {
  if (!policy) return headers
  return { ...headers, 'content-security-policy': policy }
}
