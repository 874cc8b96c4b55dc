// Issue 46: the largest request body each address takes, refused as it comes in, the same on one
// machine as behind the front (deploy/nginx.conf's client_max_body_size): 32 KB for the two API
// routes that take a body (a form, the publish webhook's small projection), 1 MB everywhere else
// (Next's own limit for a server action's body, which draft mode posts to pages; the analytics
// relays' event batches). Issue 48: a CMS form sent without JavaScript posts to its page
// (multipart, no Next-Action header): 64 KB, the intake's 32 KB for the fields and as much again
// for the state React sends back with them after a refusal (the values as typed, in JSON), which
// the front's 1 MB for pages leaves to this server. Plain JavaScript: server.mjs imports it
// through nodeServer.mjs.
//
// Why before Next: when a proxy (src/proxy.ts) is used, Next copies every body but a GET's or a
// HEAD's for it (proxyClientMaxBodySize, 10 MB by default) and waits for the body's end before a
// route runs, so a route's own limit (src/server/leads/request.ts, readBody) came after up to
// 10 MB had been held twice per request. The site's server (nodeServer.mjs) sees the headers
// first: a Content-Length over the limit is a 413 before a byte of the body is read, and a body
// of unknown length (Transfer-Encoding: chunked) is a 411. Next cannot cut a chunked body at a
// limit (it reads it to the end first), and taking the body out of Node's stream to count it and
// putting it back for Next is fragile at the end of the stream; every sender these addresses
// serve gives the length (browsers' forms, fetch and sendBeacon, Sanity's webhook deliveries,
// nginx with request buffering), which RFC 9110 §15.5.12 lets a server require.
// next.config.ts caps Next's copy at the largest limit (proxyClientMaxBodySize), for servers
// without this check (`next start`, `next dev`), where the routes' own limits still answer 413.

/** The form intake's limit: the largest form is a few fields and a 5,000-character text. */
export const FORM_BODY_LIMIT = 32 * 1024
/** The publish webhook's: its projection is `{ _type, _id, slug }` (README, "For editors"). */
export const WEBHOOK_BODY_LIMIT = 32 * 1024
/** Every other address's, and the largest: Next's default server action limit. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024

/** The intake's own 413 message (src/server/leads/intake.ts); a test keeps the two equal. */
export const FORM_TOO_LARGE = 'The submission is larger than 32 KB'
/**
 * Issue 48: a form posted to its page without JavaScript: its fields (the intake's limit) and,
 * after a refusal, the form's state React sends back with them (the same values again, in JSON).
 */
export const FORM_POST_LIMIT = 2 * FORM_BODY_LIMIT

/** The first value of a header in Node's lower-cased header object. */
const header = (headers, name) => {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * Issue 48: a form without JavaScript posting to its page: a page address (not /api/, not /_next/),
 * a multipart body and no Next-Action header (src/server/http/requestGuard.ts, isFormPost).
 */
function isPageFormPost(path, headers) {
  if (path.startsWith('/api/') || path.startsWith('/_next/')) return false
  if (header(headers, 'next-action') !== undefined) return false
  return /^multipart\/form-data\s*;/i.test(header(headers, 'content-type') ?? '')
}

/**
 * The body limit of a request target (path and query, as sent) with its headers, and the JSON of
 * its refusals: the intake's `{ status, errors: { _form } }` (SPEC §8) for a form, the other
 * routes' `{ status, error }`.
 */
export function bodyLimit(target, headers = {}) {
  const path = (target ?? '').split('?')[0]
  const formPost = isPageFormPost(path, headers)
  if (path === '/api/formSubmit' || formPost) {
    return {
      bytes: formPost ? FORM_POST_LIMIT : FORM_BODY_LIMIT,
      tooLarge: {
        status: 'error',
        errors: { _form: formPost ? 'The submission is larger than 64 KB' : FORM_TOO_LARGE },
      },
      lengthRequired: {
        status: 'error',
        errors: { _form: 'Send the submission with a Content-Length header' },
      },
    }
  }
  const bytes = path === '/api/revalidate' ? WEBHOOK_BODY_LIMIT : DEFAULT_BODY_LIMIT
  const size = bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`
  return {
    bytes,
    tooLarge: { status: 'error', error: `The request body is larger than ${size}.` },
    lengthRequired: {
      status: 'error',
      error: 'Send the request body with a Content-Length header.',
    },
  }
}

/**
 * The refusal of a request's body from its headers alone (Node's lower-cased header object), or
 * null to read it: 413 when its Content-Length is over the target's limit, 411 when it is sent
 * without one (chunked). Node's parser has already refused a malformed or doubled length (400).
 */
export function bodyRefusal(target, headers) {
  const limit = bodyLimit(target, headers)
  if (headers['transfer-encoding'] !== undefined) {
    return { status: 411, body: limit.lengthRequired }
  }
  const declared = Number(headers['content-length'] ?? 0)
  if (declared > limit.bytes) return { status: 413, body: limit.tooLarge }
  return null
}
