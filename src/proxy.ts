// Runs before Next routes a request (Node.js runtime), in this order (issue 9):
// 1. the request guard: malformed paths 400, wrong methods 405 (src/server/http/requestGuard.ts); a CMS
//    form sent without JavaScript, the one POST a page takes (issue 48), only from this site and
//    naming a form of that page (formPostRefusal);
// 2. draft mode only with this deployment's token (src/server/draftToken.ts);
// 3. CMS redirects; made-up page paths get the prerendered 404, never a render or a cache entry;
// 4. Range headers Next's file server cannot satisfy: 416, or ignored when unparsable;
// 5. the security headers every answer carries (securityHeaders.ts); a cached page's CSP comes with
//    it from the page cache (src/server/cacheHandler.mjs), a page rendered per request gets a nonce.
// It also serves the site stylesheet (src/server/http/siteCss.mjs), which no file holds.
import path from 'node:path'
import { NextResponse, type NextRequest } from 'next/server'
import { ANALYTICS_CONFIG, isRelayPath, trailingSlashTarget } from '@/analytics/config'
import {
  checkRange,
  guardRequest,
  isApiRoute,
  isDecodablePath,
  isFormPost,
  routeKind,
  safeDecode,
} from '@/server/http/requestGuard'
import { safeHref } from '@/lib/safeValues'
import {
  DRAFT_COOKIE,
  draftSecret,
  isValidDraftToken,
  withoutDraftCookies,
} from '@/server/draftToken'
import { DIST_DIR } from '@/server/distDir.mjs'
import { embeddedImageTarget } from '@/server/http/embeddedImageRewrite'
import { isKnownPage, redirectFor } from '@/server/http/knownPages'
import { notFoundPage } from '@/server/http/notFoundPage'
import { renderPolicy } from '@/server/http/pagePolicy'
import { publishedPageQueryHeader } from '@/server/http/nodeServer.mjs'
import { rememberPlainPage } from '@/server/http/plainVisits.mjs'
import { isFixedPath, servedFileSize } from '@/server/http/publicFiles'
import { SITE_CSS_PREFIX, siteStylesheet } from '@/server/http/siteCss.mjs'
import { readLeadsConfig } from '@/server/leads/config'
import { formPostProblem } from '@/server/leads/formPost'
import { isSameOrigin } from '@/server/leads/request'
import {
  documentPolicy,
  securityConfig,
  securityHeaders,
  type PolicyInput,
  type ResponseKind,
} from '@/server/http/securityHeaders'

/** The CDN may keep a 404 for a minute: a page published at that address shows up soon. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate'

const security = securityConfig()

/** DESIGN §4.1: the product app the site's own /login and /signup send visitors to, when set. */
const APP_ORIGIN = process.env.APP_ORIGIN?.replace(/\/+$/, '') || null

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

/** Adds the security headers of a response of this kind. */
function secured(response: NextResponse, kind: ResponseKind, policy: PolicyInput = {}) {
  for (const [name, value] of Object.entries(securityHeaders(security, kind, policy))) {
    response.headers.set(name, value)
  }
  return response
}

/** The kind of response a request gets, for its Content-Security-Policy. */
function responseKind(pathname: string): ResponseKind {
  const kind = routeKind(pathname)
  // A page's share image (/og/<page path>) is an image.
  if (kind === 'page') {
    return servedFileSize(pathname) === null && !/^\/og(\/|$)/.test(pathname) ? 'document' : 'asset'
  }
  return kind === 'api' || kind === 'formSubmit' || kind === 'draftExit' || kind === 'webhook'
    ? 'api'
    : 'asset'
}

/** The prerendered 404, or null when there is none (`next dev`: Next renders its own). */
function notFoundResponse(method: string) {
  const page = notFoundPage()
  if (!page) return null
  const response = new NextResponse(method === 'HEAD' ? null : page.html, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  })
  response.headers.set('Cache-Control', NOT_FOUND_CACHE_CONTROL)
  return secured(response, 'document', { scriptHashes: page.scriptHashes })
}

const serverDir = path.join(/* turbopackIgnore: true */ process.cwd(), DIST_DIR, 'server')

/** The site stylesheet, when the path is its address; null otherwise (Next answers: a 404). */
function siteStylesheetResponse(pathname: string, method: string) {
  if (!pathname.startsWith(SITE_CSS_PREFIX)) return null
  const sheet = siteStylesheet(serverDir)
  if (!sheet || pathname !== sheet.href) return null
  const response = new NextResponse(method === 'HEAD' ? null : sheet.css, {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      // Its address changes with its text.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
  return secured(response, 'asset')
}

/**
 * Issue 34: a probe of an address no route serves (an unknown /api/ path, a /_next/ path that is no
 * build file) is answered here, cheaply and for no cache to keep: left to Next, the catch-all page
 * route rendered each one and wrote the render to the page cache (~49 KB, 7 files a path), and the
 * 404 went out as shared-cacheable for an hour. Only where the build's files are on disk (not
 * `next dev`, which serves its chunks from memory).
 */
const isDev = process.env.NODE_ENV === 'development'

function unservedResponse(pathname: string) {
  const kind = routeKind(pathname)
  if (kind === 'api' && !isApiRoute(pathname)) {
    return secured(
      NextResponse.json(
        { error: 'Not found.' },
        { status: 404, headers: { 'Cache-Control': 'no-store' } },
      ),
      'api',
    )
  }
  if (kind === 'static' && !isDev && servedFileSize(pathname) === null) {
    return secured(plain(404, 'Not found.\n'), 'asset')
  }
  return null
}

/** The origin settings of the lead intake (NEXT_PUBLIC_SITE_URL, TRUST_PROXY), read once. */
let leadsOrigin: ReturnType<typeof readLeadsConfig> | null = null

/**
 * Issue 48: a form sent without JavaScript posts itself to its page, where Next runs the form's
 * server function (src/server/leads/formAction.ts) and renders the page for the answer. Refused
 * here, before Next reads the post: one from another site (403: Next would abort such a post with
 * a 500), and one that is no form of this page (400, src/server/leads/formPost.ts). Next reads a
 * copy of the body for this check; the intake then applies every rule of /api/formSubmit
 * (src/server/leads/noScriptForm.ts).
 */
async function formPostRefusal(request: NextRequest, pathname: string) {
  leadsOrigin ??= readLeadsConfig()
  if (!isSameOrigin(request.headers, leadsOrigin)) {
    return plain(403, 'Forbidden: forms are accepted from this site only.\n')
  }
  let data: FormData
  try {
    data = await request.formData()
  } catch {
    return plain(400, 'Bad request: the form could not be read.\n')
  }
  const problem = formPostProblem(data, safeDecode(pathname) ?? '')
  return problem ? plain(400, `Bad request: ${problem}.\n`) : null
}

/** What the analytics relays (/seg-cdn, /ph: rewrites in next.config.ts) are asked with. */
const RELAY_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS']

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // The query string as the visitor sent it: the site's server may have taken a page's off the
  // address Next renders from (src/server/http/nodeServer.mjs, takePageQuery).
  const queryHeader = publishedPageQueryHeader()
  const takenQuery = queryHeader ? request.headers.get(queryHeader) : null
  const search = takenQuery ?? request.nextUrl.search
  const searchParams =
    takenQuery === null ? request.nextUrl.searchParams : new URLSearchParams(search)
  // Issue 11: a configured analytics service's first-party path goes on to its rewrite.
  if (isRelayPath(pathname, ANALYTICS_CONFIG)) {
    if (!isDecodablePath(pathname)) {
      return secured(plain(400, 'Bad request: the address is malformed.\n'), 'api')
    }
    if (!RELAY_METHODS.includes(request.method.toUpperCase())) {
      const allow = RELAY_METHODS.join(', ')
      return secured(
        plain(405, `Method not allowed. Allowed: ${allow}.\n`, { Allow: allow }),
        'api',
      )
    }
    // The site's own cookies are none of the upstream's business.
    const headers = new Headers(request.headers)
    headers.delete('cookie')
    return secured(NextResponse.next({ request: { headers } }), 'api')
  }
  // Redirects answered here rather than in next.config.ts, whose answers carry no security
  // headers (issue 47): a trailing slash away (issue 33), and with APP_ORIGIN set the site's own
  // sign-in pages to the app (DESIGN §4.1).
  const trimmed = trailingSlashTarget(pathname)
  if (trimmed !== null) {
    const location = new URL(`${trimmed}${search}`, request.url)
    return secured(NextResponse.redirect(location, 308), 'api')
  }
  if (APP_ORIGIN && (pathname === '/login' || pathname === '/signup')) {
    return secured(NextResponse.redirect(`${APP_ORIGIN}${pathname}`, 307), 'api')
  }

  const draft =
    request.cookies.has('__prerender_bypass') &&
    isValidDraftToken(request.cookies.get(DRAFT_COOKIE)?.value, draftSecret())
  const formPost = isFormPost(request.method, request.headers)
  const rejection = guardRequest({
    method: request.method,
    path: pathname,
    searchParams,
    draftAction: draft && request.headers.has('next-action'),
    formPost,
  })
  if (rejection) {
    const extra: Record<string, string> = rejection.allow ? { Allow: rejection.allow } : {}
    return secured(plain(rejection.status, rejection.body, extra), 'api')
  }
  if (formPost && routeKind(pathname) === 'page') {
    const refused = await formPostRefusal(request, pathname)
    if (refused) return secured(refused, 'api')
  }
  const stylesheet = siteStylesheetResponse(pathname, request.method)
  if (stylesheet) return stylesheet
  const unserved = unservedResponse(pathname)
  if (unserved) return unserved

  // The request Next sees: changed only when a header below must go or be added.
  let forward: Headers | null = null
  const edit = () => (forward ??= new Headers(request.headers))

  const stripped = draft ? null : withoutDraftCookies(request.headers.get('cookie'))
  if (stripped !== null) {
    if (stripped) edit().set('cookie', stripped)
    else edit().delete('cookie')
  }

  // A page's generated share image (/og/<page path>) exists exactly when the page does.
  const shareImage = /^\/og(\/.*)?$/.exec(pathname)
  const pagePathname = shareImage ? (shareImage[1] ?? '/') : pathname
  if (routeKind(pathname) === 'page' && !isFixedPath(pagePathname)) {
    const decoded = safeDecode(pagePathname) ?? ''
    // Redirects editors manage in the CMS (issue 9): a path on this site or an http(s) address.
    const redirect = shareImage ? null : await redirectFor(decoded)
    const target = safeHref(redirect?.to)
    if (redirect && target && (target.startsWith('/') || /^https?:\/\//i.test(target))) {
      const location = new URL(target.startsWith('/') ? encodeURI(target) : target, request.url)
      return secured(NextResponse.redirect(location, redirect.status), 'api')
    }
    // In draft mode a page may exist only as a draft; draft renders are never cached anyway.
    const slug = decoded.replace(/^\/+|\/+$/g, '')
    if (!draft && !(await isKnownPage(slug))) {
      const notFound = notFoundResponse(request.method)
      if (notFound) return notFound
    }
  }

  const range = request.headers.get('range')
  const size = range === null ? null : servedFileSize(pathname)
  if (range !== null && size !== null) {
    const check = checkRange(range, size)
    if (!check.ok && 'status' in check) {
      const extra = { 'Content-Range': `bytes */${size}` }
      return secured(plain(416, 'Range not satisfiable.\n', extra), 'api')
    }
    if (!check.ok) edit().delete('range')
  }

  let kind = responseKind(pathname)
  let policy: PolicyInput = {}
  if (kind === 'document' && (draft || isDev || formPost)) {
    // Rendered for this request (a form's post is answered with its page rendered again, issue
    // 48): Next puts the nonce of the request's policy on its scripts.
    policy = renderPolicy(draft)
    edit().set('Content-Security-Policy', documentPolicy(security, policy))
  } else if (kind === 'document') {
    kind = 'cachedPage'
  }
  // The taken query string goes no further: a page cached for everyone renders without it.
  if (takenQuery !== null && queryHeader) edit().delete(queryHeader)
  const init = forward ? { request: { headers: forward } } : undefined
  // An embedded image at a size or with a crop: the site's image CDN (a file that exists: a made-up
  // one was answered above).
  const image = kind === 'asset' ? embeddedImageTarget(pathname, searchParams, search) : null
  if (image) return secured(NextResponse.rewrite(new URL(image, request.url), init), kind)
  // A page rendered for this request (draft mode) gets its query string back: never cached.
  if (takenQuery !== null && kind === 'document') {
    const rendered = request.nextUrl.clone()
    rendered.search = takenQuery
    return secured(NextResponse.rewrite(rendered, init), kind, policy)
  }
  // DESIGN §5: a page cached for everyone is rendered from its path alone. Next writes the
  // request's query string into the page's inline payload, even after a rewrite to the bare path,
  // so the site's server takes it off before Next sees the request (takePageQuery); a plain
  // `next start` does not (docs/deploy.md).
  // Issue 49: a cached page let through unchanged (no query, no cookie taken off, no Range): the
  // site's server may send the next plain visits of this path past the proxy for a second.
  if (kind === 'cachedPage' && !request.nextUrl.search && !forward && range === null) {
    rememberPlainPage(pathname)
  }
  const response = NextResponse.next(init)
  return secured(response, kind, policy)
}

export const config = {
  // Every request, static chunks included (they need the method guard too), but a plain visit to
  // a cached page that the site's server marked (issue 49, src/server/http/plainVisits.mjs: a
  // header whose value no client can send; the site's server sends the security headers). A
  // literal, as Next reads it at build time: plainVisits.test.ts keeps it equal to the module's.
  matcher: [
    {
      source: '/:path*',
      missing: [{ type: 'header', key: 'x-forgeline-plain-visit', value: '\u0001' }],
    },
  ],
}
