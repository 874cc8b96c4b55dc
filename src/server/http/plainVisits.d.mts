/** The request header that skips the proxy (src/proxy.ts's matcher names it). */
export const PLAIN_VISIT_HEADER: string
/** Its value: a control character, which no client can send. */
export const PLAIN_VISIT_VALUE: string
/** How long the proxy's word on a path holds, in ms. */
export const PLAIN_VISIT_TTL_MS: number
/** Paths remembered at most. */
export const MAX_PLAIN_PAGES: number
/** The proxy let a plain request for `pathname` through as a cached page. */
export function rememberPlainPage(pathname: string, now?: number): void
/** The security headers of a cached page, installed once at start. */
export function installPlainVisitHeaders(headers: Record<string, string>): void
/** For tests: forget every path and the installed headers. */
export function resetPlainVisits(): void
/**
 * The security headers to send with a plain visit to a cached page the proxy passed within the
 * TTL, or null: the request goes through the proxy.
 */
export function plainVisitHeaders(
  method: string | undefined,
  target: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  now?: number,
): Readonly<Record<string, string>> | null
