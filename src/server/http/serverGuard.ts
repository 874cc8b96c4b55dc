import 'server-only'
// Issue 9: requests that Next cannot turn into a web Request crash its server with a 500 before
// any route or the proxy runs: a request target that is not a path (`OPTIONS *`, absolute-form
// `GET http://x/`) and methods the Fetch standard forbids (TRACE, TRACK, CONNECT). They are
// answered here, on the Node.js server itself, before Next sees them (the same hook the leads
// runtime uses for the peer address).
import http from 'node:http'
import type { Duplex } from 'node:stream'
import { ALLOWED_METHODS } from '@/lib/requestGuard'

const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])
const INSTALLED = Symbol.for('forgeline.http.serverGuard')

/** The answer for a request Next cannot handle or must not see, or null to let it through. */
export function rejectUnrepresentable(
  method: string | undefined,
  target: string | undefined,
): { status: number; body: string; allow?: string } | null {
  if (!target || !target.startsWith('/') || target.startsWith('//')) {
    return { status: 400, body: 'Bad request: the request target must be a path.\n' }
  }
  if (!method || FORBIDDEN_METHODS.has(method.toUpperCase())) {
    const allow = ALLOWED_METHODS.page.join(', ')
    return { status: 405, body: `Method not allowed. Allowed: ${allow}.\n`, allow }
  }
  // Issue 34: Next reads `/pricing.rsc` and `/pricing.segments/…` as the page's Flight data, a form
  // of address only a CDN in front of Next (its minimal mode) sends: the browser asks with headers.
  // The proxy is shown the page's own path, so the suffixed one, rendered and cached under a key
  // of its own, is refused here, where the address is still as sent.
  if (/\.rsc$|\.segments\//.test(target.split('?')[0] ?? '')) {
    return { status: 404, body: 'Not found.\n' }
  }
  return null
}

function answerConnect(_request: http.IncomingMessage, socket: Duplex) {
  const allow = ALLOWED_METHODS.page.join(', ')
  const body = 'Method not allowed.\n'
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allow}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  )
}

export function installServerGuard() {
  const state = globalThis as { [INSTALLED]?: boolean }
  if (state[INSTALLED]) return
  state[INSTALLED] = true
  const emit = http.Server.prototype.emit as (...args: unknown[]) => boolean
  http.Server.prototype.emit = function (this: http.Server, event: unknown, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse]
      const rejection = rejectUnrepresentable(request.method, request.url)
      if (rejection) {
        response.writeHead(rejection.status, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          ...(rejection.allow ? { Allow: rejection.allow } : {}),
        })
        response.end(rejection.body)
        return true
      }
    }
    // CONNECT never reaches a 'request' listener, and with no 'connect' listener Node drops the
    // connection without an answer: one is added on the server's first connection.
    if (event === 'connection' && this.listenerCount('connect') === 0) {
      this.on('connect', answerConnect)
    }
    return emit.call(this, event, ...args)
  }
}
