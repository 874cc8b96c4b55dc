import 'server-only'
// Issue 34: the page cache (src/server/cacheHandler.mjs, plain JavaScript that Node loads as it is)
// puts each cached page's Content-Security-Policy in its entry, made from the page's script hashes
// by this server's configuration: securityHeaders.ts's documentPolicy, installed here once, before
// the server answers anything (src/instrumentation.ts).
// Issue 49: with it, the other security headers of a cached page (the proxy's 'cachedPage'), which
// the site's server sends itself with a plain visit that skips the proxy (plainVisits.mjs).
import { DOCUMENT_POLICY } from '@/server/http/servedHtml.mjs'
import { installPlainVisitHeaders } from '@/server/http/plainVisits.mjs'
import { documentPolicy, securityConfig, securityHeaders } from '@/server/http/securityHeaders'

export function installCachedPagePolicy() {
  const config = securityConfig()
  const make = (scriptHashes: readonly string[]) => documentPolicy(config, { scriptHashes })
  ;(globalThis as { [DOCUMENT_POLICY]?: typeof make })[DOCUMENT_POLICY] = make
  installPlainVisitHeaders(securityHeaders(config, 'cachedPage'))
}
