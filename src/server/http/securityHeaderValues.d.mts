/** A response that is not a document (JSON, files, refusals) runs nothing and is never framed. */
export const NON_DOCUMENT_POLICY: string
/** Two years, subdomains too, eligible for the browsers' preload lists. */
export const HSTS_VALUE: string
/** X-Frame-Options where it is sent. */
export const FRAME_OPTIONS: string
/** The headers every response carries, whatever its kind. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>>
/** Strict-Transport-Security is on unless SECURITY_HSTS=off (plain-HTTP local use). */
export function hstsEnabled(env?: Record<string, string | undefined>): boolean
/** Every security header of an answer that is no page (the 'api' and 'asset' kinds). */
export function nonDocumentHeaders(options?: { hsts?: boolean }): Record<string, string>
