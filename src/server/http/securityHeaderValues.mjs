// Issue 47: the one source of the security headers that do not depend on a page. Plain
// JavaScript, so that the site's server (server.mjs, src/server/http/nodeServer.mjs) sends the very
// values on the answers it makes before Next (its refusals, 411/413, CONNECT) that
// securityHeaders.ts puts on Next's; deploy/security-headers.conf (nginx's own answers) is checked
// against it by securityHeaderValues.test.ts.

/** A response that is not a document (JSON, files, refusals) runs nothing and is never framed. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** Two years, subdomains too, eligible for the browsers' preload lists. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains; preload'

/** X-Frame-Options where it is sent (it cannot name a Studio's origin; see securityHeaders.ts). */
export const FRAME_OPTIONS = 'SAMEORIGIN'

/** The headers every response carries, whatever its kind. */
export const COMMON_SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
})

/** Strict-Transport-Security is on unless SECURITY_HSTS=off (plain-HTTP local use). */
export function hstsEnabled(env = process.env) {
  return env.SECURITY_HSTS !== 'off'
}

/**
 * Every security header of an answer that is no page (the 'api' and 'asset' kinds of
 * securityHeaders.ts): the same whatever the build's third parties or Studio.
 */
export function nonDocumentHeaders({ hsts = hstsEnabled() } = {}) {
  return {
    ...COMMON_SECURITY_HEADERS,
    'Content-Security-Policy': NON_DOCUMENT_POLICY,
    'X-Frame-Options': FRAME_OPTIONS,
    ...(hsts ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
  }
}
