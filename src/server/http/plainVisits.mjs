// Issue 49: a plain visit to a cached page goes to Next without the proxy (src/proxy.ts), on
// documented interfaces: the proxy's `matcher` skips a request that carries PLAIN_VISIT_HEADER with
// PLAIN_VISIT_VALUE (a `missing` condition), and only the site's server (server.mjs,
// src/server/http/nodeServer.mjs, Next's documented custom server) puts it there. The proxy's own
// work for such a visit was none (it let the request through unchanged and added the security
// headers), but Next running it, a web Request and a response to merge, was a third of the server's
// CPU time on home (`node --cpu-prof`, docs/performance.md).
//
// Which visits: the proxy itself says which paths it let through as a cached page, unchanged, in
// the last PLAIN_VISIT_TTL_MS (rememberPlainPage): a known page (isKnownPage, no CMS redirect), not
// a file, a redirect, the stylesheet or a relay. The site's server adds the header to a request for
// exactly such a path that is plain in every way the proxy looks at: GET or HEAD, no query string
// (the shared render must never see one, DESIGN §5), no draft-mode cookie (the proxy checks its
// token or strips it), no Range header. Everything else, and every path after the TTL (a page
// unpublished, a redirect added), goes through the proxy as before.
//
// The value is a control character, which Node's HTTP parser refuses in a header (400): no client
// can send it, to the site's server or to a plain `next start`, where the proxy then runs on every
// request. The site's server also drops any copy a client sends. The security headers a cached page
// gets from the proxy ('cachedPage', securityHeaders.ts) are set by the site's server instead,
// before Next answers: installed here by src/server/http/cachedPagePolicy.ts at start, with this
// server's configuration. The page's Content-Security-Policy comes with it from the page cache
// either way (src/server/cacheHandler.mjs).
//
// Plain JavaScript: nodeServer.mjs imports it without a bundler; the proxy's bundle and
// instrumentation have copies of their own, so what they share is on globalThis (one process).

/** The request header that skips the proxy; src/proxy.ts's matcher names it (a test keeps both). */
export const PLAIN_VISIT_HEADER = 'x-forgeline-plain-visit'
/** Its value: a control character, which no client can send (Node's parser answers 400). */
export const PLAIN_VISIT_VALUE = '\u0001'
/**
 * How long the proxy's word on a path holds: a redirect an editor adds or a page taken down applies
 * within this (plus the page list's own refresh, src/server/http/knownPages.ts).
 */
export const PLAIN_VISIT_TTL_MS = 1000
/** Paths remembered at most (the oldest goes first); the site's pages are far fewer. */
export const MAX_PLAIN_PAGES = 1000

const KEY = Symbol.for('forgeline.plainVisits')

/** @returns {{ pages: Map<string, number>, headers: Record<string, string> | null }} */
function state() {
  globalThis[KEY] ??= { pages: new Map(), headers: null }
  return globalThis[KEY]
}

/** The proxy let a plain request for `pathname` (as Next gave it) through as a cached page. */
export function rememberPlainPage(pathname, now = Date.now()) {
  const { pages } = state()
  pages.delete(pathname)
  if (pages.size >= MAX_PLAIN_PAGES) pages.delete(pages.keys().next().value)
  pages.set(pathname, now)
}

/** The security headers of a cached page, installed once at start (cachedPagePolicy.ts). */
export function installPlainVisitHeaders(headers) {
  state().headers = Object.freeze({ ...headers })
}

/** For tests: forget every path and the installed headers. */
export function resetPlainVisits() {
  globalThis[KEY] = { pages: new Map(), headers: null }
}

const DRAFT_COOKIES = /__prerender_bypass|__next_preview_data/

/**
 * The security headers to send with a plain visit to a cached page the proxy passed within the TTL,
 * or null: the request goes through the proxy. `target` is the request target as sent, `headers`
 * Node's lower-cased request headers.
 */
export function plainVisitHeaders(method, target, headers, now = Date.now()) {
  const { pages, headers: security } = state()
  if (!security || (method !== 'GET' && method !== 'HEAD')) return null
  if (typeof target !== 'string' || target.includes('?')) return null
  const seen = pages.get(target)
  if (seen === undefined || now - seen >= PLAIN_VISIT_TTL_MS || now < seen) return null
  if (headers.range !== undefined) return null
  const cookie = headers.cookie
  if (cookie !== undefined && DRAFT_COOKIES.test(cookie)) return null
  return security
}
