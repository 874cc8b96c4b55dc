// Runs before Next routes a request (Node.js runtime). Two jobs, in order:
// 1. the request guard (issue 9): malformed paths 400, wrong methods 405, made-up page paths the
//    static 404 without a render;
// 2. the response headers every answer carries (applyResponseHeaders).
import { NextResponse, type NextRequest } from 'next/server'
import { checkRange, guardRequest, routeKind, safeDecode } from '@/lib/requestGuard'
import { isKnownPage } from '@/server/http/knownPages'
import { notFoundHtml } from '@/server/http/notFoundPage'
import { pageScriptHashes } from '@/server/http/cspHashes'
import { isFixedPath, servedFileSize } from '@/server/http/publicFiles'
import {
  documentPolicy,
  securityConfig,
  securityHeaders,
  type PolicyInput,
  type ResponseKind,
} from '@/server/http/securityHeaders'

/** The CDN may keep a 404 for a minute: a page published at that address shows up soon. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate'

function plain(status: number, body: string, headers: Record<string, string> = {}) {
  return new NextResponse(body, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  })
}

const security = securityConfig()

/** The security headers every response carries (src/server/http/securityHeaders.ts). */
function applyResponseHeaders(
  response: NextResponse,
  kind: ResponseKind = 'asset',
  policy: PolicyInput = {},
): NextResponse {
  for (const [name, value] of Object.entries(securityHeaders(security, kind, policy))) {
    response.headers.set(name, value)
  }
  return response
}

/** The kind of response a request gets, for its Content-Security-Policy. */
function responseKind(pathname: string): ResponseKind {
  const kind = routeKind(pathname)
  if (kind === 'page') return servedFileSize(pathname) === null ? 'document' : 'asset'
  return kind === 'api' || kind === 'formSubmit' ? 'api' : 'asset'
}

/**
 * A document's policy: the hashes of its generated HTML's inline scripts (static pages), or a
 * nonce that Next puts on the scripts it renders for this request (draft mode, a page not
 * generated yet), passed to Next in the request's Content-Security-Policy header.
 */
function documentResponse(request: NextRequest, pathname: string, draft: boolean): NextResponse {
  const hashes = draft ? null : pageScriptHashes(pathname)
  if (hashes) return applyResponseHeaders(NextResponse.next(), 'document', { scriptHashes: hashes })
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const headers = new Headers(request.headers)
  const policy = { nonce, draft }
  headers.set('Content-Security-Policy', documentPolicy(security, policy))
  return applyResponseHeaders(NextResponse.next({ request: { headers } }), 'document', policy)
}

export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  const rejection = guardRequest({ method: request.method, path: pathname, searchParams })
  if (rejection) {
    return applyResponseHeaders(
      plain(rejection.status, rejection.body, rejection.allow ? { Allow: rejection.allow } : {}),
    )
  }
  // In draft mode a page may exist only as a draft; draft renders are never cached anyway.
  const draft = request.cookies.has('__prerender_bypass')
  if (routeKind(pathname) === 'page' && !draft && !isFixedPath(pathname)) {
    const slug = (safeDecode(pathname) ?? '').replace(/^\/+|\/+$/g, '')
    if (!(await isKnownPage(slug))) {
      const html = notFoundHtml()
      const response = html
        ? new NextResponse(request.method === 'HEAD' ? null : html, {
            status: 404,
            headers: { 'Content-Type': 'text/html; charset=utf-8' },
          })
        : plain(404, 'Not found.\n')
      response.headers.set('Cache-Control', NOT_FOUND_CACHE_CONTROL)
      return applyResponseHeaders(response, 'document', {
        scriptHashes: pageScriptHashes('/_not-found') ?? [],
      })
    }
  }
  // Next's file server answers 500 to a Range it cannot satisfy or parse (issue 9).
  const range = request.headers.get('range')
  const size = range === null ? null : servedFileSize(pathname)
  if (range !== null && size !== null) {
    const check = checkRange(range, size)
    if (!check.ok && 'status' in check) {
      return applyResponseHeaders(
        plain(416, 'Range not satisfiable.\n', { 'Content-Range': `bytes */${size}` }),
        'api',
      )
    }
    if (!check.ok) {
      const headers = new Headers(request.headers)
      headers.delete('range')
      return applyResponseHeaders(NextResponse.next({ request: { headers } }))
    }
  }
  const kind = responseKind(pathname)
  if (kind === 'document') return documentResponse(request, pathname, draft)
  return applyResponseHeaders(NextResponse.next(), kind)
}

export const config = {
  // Every request, static chunks included (they need the method guard too).
  matcher: '/:path*',
}
