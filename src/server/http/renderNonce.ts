// Issue 9: the nonce a page request's Content-Security-Policy names (src/proxy.ts). Next puts the
// nonce of the request that renders a page on that page's scripts, and sends that one render to
// every visit that arrived while it ran; so the visits that may share a render (cspHashes.ts,
// pendingRender) get one nonce between them, kept for RENDER_NONCE_MS at most. Every other
// request gets its own.

/**
 * How long visits that may share one render share its nonce: longer than a render may take (a
 * slow CMS: the content client's deadline, its retries included), short enough that a page whose
 * new version is never stored (a `.next` that cannot be written) does not keep one nonce for long.
 */
export const RENDER_NONCE_MS = 90_000
/** Renders whose nonce is kept at once, at most (each is a page waiting for its new version). */
const MAX_SHARED = 10_000

/** The renders' nonces (only the proxy asks: one module instance, one map). */
const shared = new Map<string, { nonce: string; at: number }>()
const nonces = { prunedAt: 0 }

const newNonce = () => Buffer.from(crypto.randomUUID()).toString('base64')

/** A fresh nonce, or, for a visit that may share the render `render` names, that render's. */
export function documentNonce(render: string | null, now = Date.now()): string {
  if (render === null) return newNonce()
  const hit = shared.get(render)
  if (hit && now - hit.at < RENDER_NONCE_MS) return hit.nonce
  if (now - nonces.prunedAt >= 1_000) {
    nonces.prunedAt = now
    for (const [key, entry] of shared) if (now - entry.at >= RENDER_NONCE_MS) shared.delete(key)
  }
  const nonce = newNonce()
  if (shared.size < MAX_SHARED || shared.has(render)) shared.set(render, { nonce, at: now })
  return nonce
}
