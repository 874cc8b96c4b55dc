// DESIGN §5: a shared render depends on nothing a request carries (issue 47). Pages cached for
// everyone are static: cookies and headers cannot reach their render, but Next writes the
// request's query string into the page's inline payload ("c" and "q"), so the proxy
// (src/proxy.ts) asks Next for such a page without it.
/**
 * The address a shared page is rendered from: the request's without its query string, or null
 * when it has none. (A client navigation's `_rsc` key never reaches the proxy: Next takes it off
 * the request's URL before the proxy runs and puts it back on a rewrite.)
 */
export function sharedRenderUrl(url: URL): URL | null {
  if (!url.search) return null
  const shared = new URL(url.href)
  shared.search = ''
  return shared
}
