import 'server-only'
// Issue 10: a visit to a known page without draft cookies, handled before Next sees it, so that Next
// does not run the proxy for it. Next runs any proxy through a second pass of its request handler
// and web Request and Response objects: ~0.3 ms of CPU a request, ~40 % of what serving a cached
// page costs (README, Performance). For such a visit the proxy (src/proxy.ts) only adds the page's
// security headers and asks Next for its nonce; this does the same on the Node.js server
// (serverGuard.ts), with the same functions, then marks the request so that the proxy's matcher
// skips it. Everything else (other methods, made-up paths, CMS redirects, draft mode, ranges, the
// relays, the stylesheet, API routes and files) goes through the proxy as before.
//
// The mark cannot be sent by a client: Node reads header values as Latin-1, and its value is a
// character past Latin-1; it is also not enumerable, so nothing that copies the request's headers
// (a rewrite to an upstream, a web Request) carries it on.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { NEXT_DRAFT_COOKIES } from '@/server/draftToken'
import { ANALYTICS_CONFIG, isRelayPath } from '@/analytics/config'
import { guardRequest, routeKind, safeDecode } from '@/lib/requestGuard'
import { isKnownPage, redirectFor } from '@/server/http/knownPages'
import { isFixedPath, servedFileSize } from '@/server/http/publicFiles'
import { SITE_CSS_PREFIX } from '@/server/http/siteCss.mjs'
import { securityConfig, securityHeaders, type SecurityConfig } from '@/server/http/securityHeaders'

/** The mark's header and value; src/proxy.ts's matcher names both (Next reads them at build). */
export const GUARDED_HEADER = 'x-forgeline-guarded'
export const GUARDED_VALUE = '\u2713'

export interface FastPathInput {
  method: string | undefined
  /** The request target as sent (a path: serverGuard.ts has refused anything else). */
  url: string
  headers: IncomingHttpHeaders
}

/**
 * The page path of a request the fast path may take, by what the request itself says: GET or HEAD
 * of a page-like path that needs no normalising, with no draft cookie and no Range; else null.
 */
export function fastPathCandidate({ method, url, headers }: FastPathInput): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  if (headers.range !== undefined) return null
  const cookie = headers.cookie
  if (cookie !== undefined && NEXT_DRAFT_COOKIES.some((name) => cookie.includes(`${name}=`))) {
    return null
  }
  const query = url.indexOf('?')
  const pathname = query === -1 ? url : url.slice(0, query)
  // Only a path Next and the proxy read the same way: no dot segments, backslashes, trailing slash
  // (Next redirects those first), or characters URL parsing would encode.
  if (
    pathname.length > 1 &&
    (pathname.endsWith('/') ||
      !/^(?:\/[\w~!$&'()*+,;=:@%-][\w.~!$&'()*+,;=:@%-]*)+$/.test(pathname))
  ) {
    return null
  }
  if (pathname.startsWith('/_next/') || pathname.startsWith('/api/')) return null
  if (pathname.startsWith(SITE_CSS_PREFIX) || isRelayPath(pathname, ANALYTICS_CONFIG)) return null
  if (routeKind(pathname) !== 'page' || /^\/og(\/|$)/.test(pathname)) return null
  if (servedFileSize(pathname) !== null) return null
  return pathname
}

let security: SecurityConfig | null = null

/**
 * What the proxy would add to this request and its answer, when all it would do is let it through
 * to a known page: the answer's
 * security headers. Null (at once, or from the promise) when the request needs the proxy.
 */
export function fastPathHeaders(
  input: FastPathInput,
): Promise<{ responseHeaders: Record<string, string> } | null> | null {
  const pathname = fastPathCandidate(input)
  return pathname === null ? null : knownPageHeaders(input, pathname)
}

async function knownPageHeaders(input: FastPathInput, pathname: string) {
  const query = input.url.indexOf('?')
  const searchParams = new URLSearchParams(query === -1 ? '' : input.url.slice(query + 1))
  if (guardRequest({ method: input.method ?? 'GET', path: pathname, searchParams })) return null
  if (!isFixedPath(pathname)) {
    const decoded = safeDecode(pathname)
    if (decoded === null || (await redirectFor(decoded))) return null
    if (!(await isKnownPage(decoded.replace(/^\/+|\/+$/g, '')))) return null
  }
  security ??= securityConfig()
  // The page's own policy comes with it from the page cache (src/server/cacheHandler.mjs).
  return { responseHeaders: securityHeaders(security, 'cachedPage') }
}

/**
 * Gives a request the fast path's headers and mark when it may take it, then calls `next`; calls
 * `next` as it is otherwise (the proxy then answers), and when the fast path fails.
 */
export function takeFastPath(
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
): void {
  const headers = request.url
    ? fastPathHeaders({ method: request.method, url: request.url, headers: request.headers })
    : null
  if (!headers) return next()
  headers
    .then((found) => {
      if (!found) return
      for (const [name, value] of Object.entries(found.responseHeaders)) {
        response.setHeader(name, value)
      }
      // Last: a request that failed on the way is left to the proxy.
      Object.defineProperty(request.headers, GUARDED_HEADER, {
        value: GUARDED_VALUE,
        enumerable: false,
        configurable: true,
      })
    })
    .catch((error: unknown) => console.error('[fast path] left to the proxy:', error))
    .finally(next)
}
