// Issue 9: malformed requests never reach a 5xx. The proxy (src/proxy.ts) asks this pure module
// what to do with a request before Next routes it: a path that cannot be decoded is a 400, a
// method the route kind does not serve is a 405 with `Allow`, and Next's internal paths that
// crash on hostile input are refused with a 4xx. Everything else passes (null).

export type RouteKind =
  | 'page'
  | 'metadata'
  | 'static'
  | 'image'
  | 'formSubmit'
  | 'draftExit'
  | 'webhook'
  | 'api'
  | 'internal'

export interface GuardRejection {
  status: 400 | 404 | 405
  /** A short plain-text body. */
  body: string
  /** The methods the route serves, for the `Allow` header of a 405. */
  allow?: string
}

const READ = ['GET', 'HEAD']
/** The methods each kind of route answers; anything else is 405. */
export const ALLOWED_METHODS: Record<RouteKind, readonly string[]> = {
  page: READ,
  metadata: READ,
  static: READ,
  image: READ,
  // The lead endpoint answers its own 405s (JSON, SPEC §8 shape); it only takes POST.
  formSubmit: ['POST', 'GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  // Leaving draft mode is a POST (issue 33: a GET must not change state); the route answers the
  // other methods with its own JSON 405.
  draftExit: ['POST', 'GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  // The publish webhook (issue 12) takes POST only.
  webhook: ['POST'],
  api: READ,
  internal: READ,
}

/**
 * Issue 47: the metadata route files of src/app (robots.ts, sitemap.ts; requestGuard.test.ts checks
 * the list against them). Text, not documents: taken for pages, they got a page's headers without
 * the Content-Security-Policy a page brings from the page cache, and so no policy at all.
 */
export const METADATA_ROUTES: readonly string[] = ['/robots.txt', '/sitemap.xml']

/** Which kind of route a (still encoded) path belongs to. */
export function routeKind(path: string): RouteKind {
  if (METADATA_ROUTES.includes(path)) return 'metadata'
  if (path.startsWith('/_next/image')) return 'image'
  if (path.startsWith('/_next/')) return 'static'
  if (path === '/api/formSubmit') return 'formSubmit'
  if (path === '/api/draft-mode/disable') return 'draftExit'
  if (path === '/api/revalidate') return 'webhook'
  if (path.startsWith('/api/')) return 'api'
  // Next's own error routes are not pages anyone should request directly.
  if (/^\/_(global-error|error)(\/|$)/.test(path)) return 'internal'
  return 'page'
}

/** decodeURIComponent that returns null instead of throwing on a malformed escape. */
export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/** True when every segment of the path decodes to text without control characters. */
export function isDecodablePath(path: string): boolean {
  if (!path.startsWith('/')) return false
  for (const segment of path.split('/')) {
    const decoded = safeDecode(segment)
    if (decoded === null || /[\u0000-\u001f\u007f]/.test(decoded)) return false
  }
  return true
}

const BAD_PATH: GuardRejection = { status: 400, body: 'Bad request: the address is malformed.\n' }

/**
 * Issue 34: the API routes (src/app/api; requestGuard.test.ts checks the list against the route
 * files). Any other /api/ path is a probe: without this the catch-all page route would render it
 * as a page and write the render to the page cache.
 */
const API_ROUTES: readonly RegExp[] = [
  /^\/api\/formSubmit$/,
  /^\/api\/form-stamp$/,
  /^\/api\/draft-mode\/(enable|disable)$/,
  /^\/api\/revalidate$/,
  /^\/api\/embedded-image\/.+/,
  /^\/api\/dev\/content-events$/,
]

/** True for the path of one of the site's API routes. */
export function isApiRoute(path: string): boolean {
  return API_ROUTES.some((route) => route.test(path))
}

/**
 * Issue 34: a path with an encoded slash or backslash (`/legal%2fprivacy`) names no page: the
 * page route would render it under a second cache key of its own, decoded to a known page.
 */
function hasEncodedSeparator(path: string): boolean {
  return /%(2f|5c)/i.test(path)
}

const NOT_FOUND: GuardRejection = { status: 404, body: 'Not found.\n' }

function methodNotAllowed(kind: RouteKind): GuardRejection {
  const allow = ALLOWED_METHODS[kind].join(', ')
  return { status: 405, body: `Method not allowed. Allowed: ${allow}.\n`, allow }
}

export interface GuardInput {
  method: string
  /** The path as sent, percent-encoded (URL.pathname). */
  path: string
  searchParams: URLSearchParams
  /**
   * A server action posted by a page in draft mode (a `Next-Action` header and a valid draft
   * cookie): next-sanity's visual editing sets the Presentation tool's perspective that way
   * (issue 35).
   */
  draftAction?: boolean
  /**
   * Issue 48: a CMS form sent without JavaScript, which posts itself to its page (a server
   * function: `multipart/form-data` without a `Next-Action` header, isFormPost). The proxy checks
   * its origin and what it names before Next reads it. Pages take no other POST.
   */
  formPost?: boolean
}

/** Issue 48: a request that is a form without JavaScript posting to its page (see GuardInput). */
export function isFormPost(method: string, headers: Headers): boolean {
  return (
    method.toUpperCase() === 'POST' &&
    !headers.has('next-action') &&
    /^multipart\/form-data\s*;/i.test(headers.get('content-type') ?? '')
  )
}

export function guardRequest({
  method,
  path,
  searchParams,
  draftAction = false,
  formPost = false,
}: GuardInput): GuardRejection | null {
  if (!isDecodablePath(path)) return BAD_PATH
  const kind = routeKind(path)
  const action = (draftAction || formPost) && kind === 'page' && method.toUpperCase() === 'POST'
  if (!action && !ALLOWED_METHODS[kind].includes(method.toUpperCase()))
    return methodNotAllowed(kind)
  if (kind === 'internal' || hasEncodedSeparator(path)) return NOT_FOUND
  if (kind === 'image') {
    // The image optimiser decodes its `url` again; a value that cannot be is refused here.
    const url = searchParams.get('url')
    if (
      !url ||
      !url.startsWith('/') ||
      url.startsWith('//') ||
      !isDecodablePath(url.split('?')[0] ?? '')
    ) {
      return { status: 400, body: 'Bad request: the image url is malformed.\n' }
    }
  }
  return null
}

export type RangeCheck = { ok: true } | { ok: false; status: 416 } | { ok: false; ignore: true }

/**
 * A `Range` header against a file of `size` bytes (RFC 9110 §14): a syntactically invalid one is
 * ignored (the whole file is sent), one that no byte of the file satisfies is a 416.
 */
export function checkRange(header: string, size: number): RangeCheck {
  const match = /^bytes=(.+)$/.exec(header.trim())
  if (!match?.[1]) return { ok: false, ignore: true }
  let satisfiable = false
  for (const part of match[1].split(',')) {
    const range = /^\s*(\d*)-(\d*)\s*$/.exec(part)
    if (!range) return { ok: false, ignore: true }
    const [, start = '', end = ''] = range
    if (start === '' && end === '') return { ok: false, ignore: true }
    if (start !== '' && end !== '' && Number(end) < Number(start))
      return { ok: false, ignore: true }
    // "-N" is the last N bytes (satisfiable when N > 0); "N-" and "N-M" need N inside the file.
    if (start === '' ? Number(end) > 0 : Number(start) < size) satisfiable = true
  }
  return satisfiable ? { ok: true } : { ok: false, status: 416 }
}
