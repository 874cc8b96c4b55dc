// DESIGN §5: a shared render depends on nothing a request carries (issue 47). Pages cached for
// everyone are static: cookies and headers cannot reach their render, but Next writes the
// request's query string into the page's inline payload ("c" and "q"), from the request's own
// address even after an internal rewrite. The site's server takes it off before Next sees the
// request (src/server/http/nodeServer.mjs, takePageQuery); under `next start` the proxy
// (src/proxy.ts) asks for such a page without it, which helps only where Next proxies the rewrite.
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
