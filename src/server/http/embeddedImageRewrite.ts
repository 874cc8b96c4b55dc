// Issue 10, image bytes: an embedded image asked for at a size or with a crop (`w`, `h` or `rect` in
// its query) goes to the site's own image CDN (src/app/api/embedded-image); the plain file stays a
// static file. Issue 49: the proxy rewrites it (src/proxy.ts, NextResponse.rewrite), not
// next.config.ts: Next matched a config rewrite again on every request, plain page visits included.

const PREFIX = '/images/embedded/'
const API = '/api/embedded-image/'
const SIZE_KEYS = ['w', 'h', 'rect']

/**
 * The address of the image CDN's answer for an embedded image's path and query, or null when the
 * request is for the file as it is. `pathname` as the request sent it (still percent-encoded),
 * `search` with its `?`.
 */
export function embeddedImageTarget(
  pathname: string,
  searchParams: URLSearchParams,
  search: string,
): string | null {
  if (!pathname.startsWith(PREFIX) || pathname.length === PREFIX.length) return null
  // As the config rewrites' `has` conditions were: a key with an empty value is no size.
  if (!SIZE_KEYS.some((key) => searchParams.get(key))) return null
  return `${API}${pathname.slice(PREFIX.length)}${search}`
}
