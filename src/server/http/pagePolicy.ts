import 'server-only'
// Issue 9: what a page request's Content-Security-Policy names, for the proxy (src/proxy.ts). A
// static page: the hashes of its generated HTML's inline scripts.
// And a nonce, which Next reads from the request's Content-Security-Policy header and puts on the
// scripts of a page it renders for this request: draft mode, a page not generated yet, and a
// static page that cannot be sent from the cache (a publish expired it at once, or it is past
// `expireTime`), whose new scripts no file on disk holds yet. Visits that may share such a render
// share its nonce (renderNonce.ts).
import { pageScriptHashes, pendingRender } from '@/server/http/cspHashes'
import { documentNonce } from '@/server/http/renderNonce'
import type { PolicyInput } from '@/server/http/securityHeaders'

export function pagePolicy(pathname: string, draft: boolean): PolicyInput {
  const nonce = documentNonce(draft ? null : pendingRender(pathname))
  const hashes = draft ? null : pageScriptHashes(pathname)
  return hashes ? { scriptHashes: hashes, nonce } : { nonce, draft }
}
