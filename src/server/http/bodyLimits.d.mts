/** The JSON of a refused body: the intake's `{ status, errors }` or the other routes' `{ status, error }`. */
export type BodyRefusalJson =
  { status: 'error'; errors: { _form: string } } | { status: 'error'; error: string }

/** The form intake's body limit in bytes (32 KB). */
export const FORM_BODY_LIMIT: number
/** The publish webhook's body limit in bytes (32 KB). */
export const WEBHOOK_BODY_LIMIT: number
/** Every other address's body limit in bytes, and the largest (1 MB). */
export const DEFAULT_BODY_LIMIT: number
/** The intake's own 413 message. */
export const FORM_TOO_LARGE: string
/** A form posted to its page without JavaScript: fields and the state React sends back (64 KB). */
export const FORM_POST_LIMIT: number
/**
 * The body limit of a request target (path and query, as sent) with its headers (a form posted to
 * its page without JavaScript has the intake's), and the JSON of its refusals.
 */
export function bodyLimit(
  target: string | undefined,
  headers?: Record<string, string | string[] | undefined>,
): {
  bytes: number
  tooLarge: BodyRefusalJson
  lengthRequired: BodyRefusalJson
}
/** 413 over the limit by Content-Length, 411 without one (chunked), or null to read the body. */
export function bodyRefusal(
  target: string | undefined,
  headers: Record<string, string | string[] | undefined>,
): { status: 411 | 413; body: BodyRefusalJson } | null
