import 'server-only'
// Issue 9 with issue 34: the Content-Security-Policy of a page rendered for the request that asks
// for it (draft mode, and every page under `next dev`): a nonce, which Next reads from the request's
// policy and puts on the scripts it renders. A cached page brings its own policy from the page
// cache (src/server/cacheHandler.mjs): the proxy sends none for it.
import type { PolicyInput } from '@/server/http/securityHeaders'

export const newNonce = () => Buffer.from(crypto.randomUUID()).toString('base64')

export function renderPolicy(draft: boolean): PolicyInput {
  return { nonce: newNonce(), draft }
}
