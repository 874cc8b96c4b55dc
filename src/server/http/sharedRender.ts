// DESIGN §5: a shared render depends on nothing a request carries (issue 47). Pages cached for
// everyone are static: cookies and headers cannot reach their render, but Next writes the
// request's query string into the page's inline payload ("c" and "q"), so the proxy
// (src/proxy.ts) asks Next for such a page without it.
/**
 * The address a shared page is rendered from: the request's without its query string, or null
 * when it has none. Only `_rsc`, the cache-busting key of Next's client navigations, is kept: Next
 * checks it against the navigation's headers.
 */
export function sharedRenderUrl(url: URL): URL | null {
  if (!url.search) return null
  const shared = new URL(url.pathname, url.origin)
  const rsc = url.searchParams.get('_rsc')
  if (rsc !== null) shared.searchParams.set('_rsc', rsc)
  return shared.search === url.search ? null : shared
}
