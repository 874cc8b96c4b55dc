// DESIGN §4.6: draft-mode redirects go to same-origin paths only (no open redirect).

/** True for a path on this site: starts with one '/', no scheme, no protocol-relative '//'. */
export function isSameOriginPath(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/')) return false
  if (value.startsWith('//') || value.startsWith('/\\')) return false
  // Control characters and backslashes can turn into '//' after browser normalisation.
  if (/[\u0000-\u001f\\]/.test(value)) return false
  // The Location header re-encodes the path, so it must decode ('/%' does not).
  try {
    decodeURI(value)
    return true
  } catch {
    return false
  }
}

/**
 * A 307 to a same-origin path with a relative Location: behind a proxy or on 127.0.0.1 the
 * server's idea of its own origin can differ from the visitor's, and the cookie just set must
 * come back.
 */
export function redirectTo(path: string): Response {
  return new Response(null, { status: 307, headers: { Location: encodeURI(decodeURI(path)) } })
}
