// Issue 34: what the site's Node.js server (server.mjs, Next's documented custom server) does with
// a request before handing it to Next. Plain JavaScript: server.mjs imports it without a bundler.
//
// 1. Requests Next cannot turn into a web Request (issue 9): a target that is not a path
//    (`OPTIONS *`, absolute-form `GET http://x/`, `//host`) and the methods the Fetch standard
//    forbids (TRACE, TRACK). Next 16.4.6 answers `OPTIONS *` and TRACE with a 500 (its proxy
//    adapter throws building the Request) and CONNECT, which Node hands to 'connect' listeners
//    only, with a dropped connection; each is answered here instead.
// 2. `/page.rsc` and `/page.segments/…` (issue 34): Next reads these as the page's Flight data, an
//    address only a CDN in front of Next in its minimal mode sends (the browser asks with
//    headers). Next strips `.rsc` before the proxy sees the address (even with
//    skipProxyUrlNormalize), then renders and caches the page again under a key of its own
//    (6 files, ~41 KB a page); refused here, where the address is still as sent.
// 3. The socket's peer address, for the leads rate limit (src/server/leads/request.ts): route
//    handlers get no socket, so it goes in a request header whose name has a per-process random
//    part (no client can send it), published on globalThis for the route code in this process.
// 4. Bodies over the address's limit (issue 46, src/server/http/bodyLimits.mjs): 413 from the
//    Content-Length before the body is read, 411 for a body sent without one; with
//    `Expect: 100-continue` (server.mjs's 'checkContinue'), before the client sends it at all.
// 5. A plain visit to a cached page the proxy has just passed (issue 49, plainVisits.mjs): marked
//    so that Next skips the proxy (its matcher), with the security headers the proxy would add. A
//    client's own copy of the mark is dropped from every request.
// 6. A page's query string, taken off the address Next renders from into a header of this
//    process (takePageQuery): a page cached for everyone never carries a visitor's query string.
// Every answer made here carries the security headers of the site's other non-page answers
// (issue 47, securityHeaderValues.mjs: the values securityHeaders.ts gives Next's).
import { randomBytes } from 'node:crypto'
import { ServerResponse } from 'node:http'
import { bodyRefusal } from './bodyLimits.mjs'
import { PLAIN_VISIT_HEADER, PLAIN_VISIT_VALUE, plainVisitHeaders } from './plainVisits.mjs'
import { nonDocumentHeaders } from './securityHeaderValues.mjs'

// Loopback names as Next's URL class (NextURL, next/dist/server/web/next-url.js) writes them.
const LOOPBACK_NAME = /^(?:127(?:\.(?:25[0-5]|2[0-4]\d|[01]?\d\d?)){3}|::1|\[::1\]|localhost)$/i

/**
 * The host name server.mjs gives Next for the address it listens on (-H): a loopback one as
 * `localhost`, which is how Next writes it in the proxy's `request.url`. Given `127.0.0.1`, Next
 * took every rewrite of the proxy for another server's address and sent it as an HTTP request to
 * this one (vercel/next.js#94745).
 */
export function nextHostname(hostname) {
  return !hostname || LOOPBACK_NAME.test(hostname) ? 'localhost' : hostname
}

/** The methods a page answers (src/server/http/requestGuard.ts, ALLOWED_METHODS.page; a test keeps both). */
export const PAGE_METHODS = 'GET, HEAD'
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

/** The answer for a request Next cannot handle or must not see, or null to let it through. */
export function refusal(method, target) {
  if (!target || !target.startsWith('/') || target.startsWith('//')) {
    return { status: 400, body: 'Bad request: the request target must be a path.\n' }
  }
  if (!method || FORBIDDEN_METHODS.has(method.toUpperCase())) {
    return {
      status: 405,
      body: `Method not allowed. Allowed: ${PAGE_METHODS}.\n`,
      allow: PAGE_METHODS,
    }
  }
  if (/\.rsc$|\.segments\//.test(target.split('?')[0] ?? '')) {
    return { status: 404, body: 'Not found.\n' }
  }
  return null
}

const PEER_HEADER_KEY = Symbol.for('forgeline.leads.peerHeader')

/** The peer-address header's name in this process; made (and published) on first call. */
export function peerAddressHeaderName() {
  globalThis[PEER_HEADER_KEY] ??= `x-leads-peer-${randomBytes(8).toString('hex')}`
  return globalThis[PEER_HEADER_KEY]
}

/** The name published by peerAddressHeaderName, or undefined when this server did not start. */
export const publishedPeerAddressHeader = () => globalThis[PEER_HEADER_KEY]

const QUERY_HEADER_KEY = Symbol.for('forgeline.pageQueryHeader')

/**
 * The header that carries a page request's query string past Next's render (see pageQuery); its
 * name has a per-process random part (no client can send it), published on globalThis for the
 * proxy in this process, made on first call.
 */
export function pageQueryHeaderName() {
  globalThis[QUERY_HEADER_KEY] ??= `x-page-query-${randomBytes(8).toString('hex')}`
  return globalThis[QUERY_HEADER_KEY]
}

/** The name published by pageQueryHeaderName, or undefined when this server did not start. */
export const publishedPageQueryHeader = () => globalThis[QUERY_HEADER_KEY]

/**
 * A page's address as the site's pages are named (lowercase words and hyphens, no file name), and
 * none of the site's other kinds of address: the API, Next's own files, the embedded images, the
 * share images and the analytics relays, whose query strings are what they are asked.
 */
const PAGE_PATH =
  /^\/(?!(?:api|_next|images|og|seg-cdn|ph)(?:\/|$))(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/

/**
 * DESIGN §5 (issue 47): a page cached for everyone is rendered from its path alone. Next renders a
 * page from the request's own address, query string included, which it writes in the page's
 * inline payload ("c" and "q"), even after the proxy rewrites the request to the bare path (an
 * internal rewrite keeps the request's address). So the query string of a GET or HEAD of a page's
 * address goes into a header of this process (pageQueryHeaderName) before Next sees the request:
 * the proxy reads it back for what needs it (a redirect's target, the request guard, a draft
 * render, which is never cached), and no render that is kept sees it. The browser's address keeps
 * it, where the tracking code reads it. Returns the query string taken off, with its `?`, or null.
 * (Next takes `_rsc` off before the proxy sees the address: it is left, and not counted.)
 */
export function takePageQuery(request) {
  const name = pageQueryHeaderName()
  if (request.headers[name] !== undefined) delete request.headers[name]
  const method = request.method
  if (method !== 'GET' && method !== 'HEAD') return null
  const target = request.url ?? ''
  const mark = target.indexOf('?')
  if (mark < 0 || !PAGE_PATH.test(target.slice(0, mark))) return null
  // A client navigation's `_rsc` (a hash of its headers that Next checks, and takes off before
  // the render) stays where Next looks for it.
  const parts = target.slice(mark + 1).split('&')
  const kept = parts.filter((part) => part === '_rsc' || part.startsWith('_rsc='))
  const taken = parts.filter((part) => !kept.includes(part) && part !== '')
  if (taken.length === 0) return null
  const search = `?${taken.join('&')}`
  request.url = `${target.slice(0, mark)}${kept.length ? `?${kept.join('&')}` : ''}`
  request.headers[name] = search
  return search
}

/**
 * After refusing a body, how long the rest of it is read and dropped before the connection is cut:
 * closing a socket with unread data makes the kernel reset the connection, and a client can lose
 * the answer it has not read yet (nginx's lingering close, `lingering_timeout`, 5 s).
 */
export const LINGER_MS = 5000

/** Answers a refused body with its JSON, and drops whatever of the body the client still sends. */
function refuseBody(request, response, refused, continueExpected, security) {
  const body = JSON.stringify(refused.body)
  response.writeHead(refused.status, {
    ...security,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    // Told not to send its body (no 100 Continue), the client must not reuse the connection.
    ...(continueExpected ? { Connection: 'close' } : {}),
  })
  response.end(body)
  if (continueExpected || request.complete) return
  // Node reads and drops the rest (nothing listens for it); past LINGER_MS the connection is cut.
  const socket = request.socket
  const timer = setTimeout(() => {
    if (!request.complete) socket.destroy()
  }, LINGER_MS)
  timer.unref()
  request.once('end', () => clearTimeout(timer))
  request.resume()
}

/**
 * The request listener: refusals answered here, everything else to `handle` (Next's).
 * `continueExpected`: the request came through the server's 'checkContinue' event (it sent
 * `Expect: 100-continue` and waits for a 100 before its body), as server.mjs registers it.
 */
export function siteRequestListener(handle) {
  const peerHeader = peerAddressHeaderName()
  // SECURITY_HSTS is read once, at start, like securityHeaders.ts's configuration.
  const security = nonDocumentHeaders()
  return (request, response, continueExpected = false) => {
    const refused = refusal(request.method, request.url)
    if (refused) {
      response.writeHead(refused.status, {
        ...security,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        ...(refused.allow ? { Allow: refused.allow } : {}),
        ...(continueExpected ? { Connection: 'close' } : {}),
      })
      response.end(refused.body)
      return
    }
    const refusedBody = bodyRefusal(request.url, request.headers)
    if (refusedBody) return refuseBody(request, response, refusedBody, continueExpected, security)
    if (continueExpected) response.writeContinue()
    const headers = request.headers
    headers[peerHeader] = request.socket.remoteAddress ?? ''
    if (headers[PLAIN_VISIT_HEADER] !== undefined) delete headers[PLAIN_VISIT_HEADER]
    const plain = plainVisitHeaders(request.method, request.url, headers)
    if (plain) {
      headers[PLAIN_VISIT_HEADER] = PLAIN_VISIT_VALUE
      for (const name in plain) response.setHeader(name, plain[name])
    }
    takePageQuery(request)
    return handle(request, response)
  }
}

/**
 * Issue 49: the response of the site's server (server.mjs: `http.createServer`'s documented
 * `ServerResponse` option). Next ends a cached page's answer with the page as one string, after
 * setting its Content-Length to the string's UTF-8 length, and Node writes a string ended with no
 * encoding by joining the header block to it and encoding the whole in UTF-8: a copy and an
 * encoding of the page (~140 KB on home) on every answer: the largest item of a CPU profile of
 * home (a quarter of its samples). A string as long as its Content-Length is ASCII, and goes out as
 * such: Node writes it after the header block as it is (~0.15 ms less CPU an answer on home).
 * Anything else is written as Next asked.
 */
export class SiteResponse extends ServerResponse {
  end(chunk, encoding, callback) {
    if (
      typeof chunk === 'string' &&
      chunk.length >= ASCII_WRITE_MIN &&
      (encoding === undefined || typeof encoding === 'function') &&
      Number(this.getHeader('content-length')) === chunk.length
    ) {
      return super.end(chunk, 'ascii', typeof encoding === 'function' ? encoding : callback)
    }
    return super.end(chunk, encoding, callback)
  }
}

/** Shorter strings are joined to the header block: one write, and little to copy. */
const ASCII_WRITE_MIN = 16 * 1024

/** CONNECT: Node gives it to 'connect' listeners only; without one it drops the connection. */
export function answerConnect(_request, socket) {
  const body = 'Method not allowed.\n'
  const security = Object.entries(nonDocumentHeaders())
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${PAGE_METHODS}\r\n${security}` +
      `Content-Type: text/plain; charset=utf-8\r\nCache-Control: no-store\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  )
}
