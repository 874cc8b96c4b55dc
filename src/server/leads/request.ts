import 'server-only'
// DESIGN §4.3 abuse rules at the HTTP edge: the same-origin check, the client's address for the
// rate limit, and a body read that stops at the size cap instead of buffering whatever is sent.
import { FORM_BODY_LIMIT } from '@/server/http/bodyLimits.mjs'
import { publishedPeerAddressHeader } from '@/server/http/nodeServer.mjs'
import type { LeadsConfig } from './config'

/**
 * 32 KB: the largest form (a few fields and a 5,000-character textarea) is far below it. The site's
 * server refuses a larger body before Next reads it (issue 46); this is the limit where it does not.
 */
export const MAX_BODY_BYTES = FORM_BODY_LIMIT

/**
 * The name of the request header that carries the socket's peer address: set by the site's server
 * (server.mjs, src/server/http/nodeServer.mjs) on every request, with a per-process random part
 * that no client can send. Route handlers get no socket in Next, and Next only fills
 * X-Forwarded-For when the client sent none, so without it a client could pick its own rate-limit
 * bucket. Undefined under `next dev` or a plain `next start` (see clientAddress).
 */
export const peerAddressHeader: () => string | undefined = publishedPeerAddressHeader

/** IPv4-mapped IPv6 as IPv4, IPv6 as its /64 (one host usually owns a whole /64). */
export function normaliseAddress(address: string): string {
  const value = address.trim().toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value)
  if (mapped?.[1]) return mapped[1]
  if (!value.includes(':')) return value
  const [head = '', tail = ''] = value.split('::', 2)
  const left = head ? head.split(':') : []
  const right = value.includes('::') && tail ? tail.split(':') : []
  const groups = value.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * How many X-Forwarded-* hops to trust on this request: TRUST_PROXY's when the socket's peer is
 * one of TRUST_PROXY_FROM's addresses (the front), none when it is not (issue 47: a client that
 * reached the server's port directly, past the front, and writes X-Forwarded-For itself). Without
 * a peer address (`next dev`, a plain `next start`: no site's server) TRUST_PROXY's, as before.
 */
export function forwardedHops(
  headers: Headers,
  config: Pick<LeadsConfig, 'trustProxyHops' | 'trustProxyFrom'>,
): number {
  if (config.trustProxyHops === 0) return 0
  const peerName = peerAddressHeader()
  const peer = peerName ? headers.get(peerName) : null
  if (peer === null) return config.trustProxyHops
  return config.trustProxyFrom.has(peer) ? config.trustProxyHops : 0
}

/**
 * The client's address: the socket's peer, or with `trustProxyHops` = n (forwardedHops) the n-th
 * X-Forwarded-For entry from the right (the one the nearest trusted proxy appended). Capped: it becomes a database key.
 * Without the site's server and TRUST_PROXY (`next dev`, a plain `next start`), the last
 * X-Forwarded-For entry, which Next fills from the socket only when the client sent none: the
 * runtime warns about that set-up at start (src/server/leads/runtime.ts).
 */
export function clientAddress(headers: Headers, trustProxyHops: number): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const peerName = peerAddressHeader()
  const peer = peerName ? headers.get(peerName) : null
  let address: string | undefined
  if (trustProxyHops > 0) address = forwarded[forwarded.length - trustProxyHops] ?? forwarded[0]
  address ??= peer ?? forwarded[forwarded.length - 1]
  return normaliseAddress(address ?? 'unknown').slice(0, 64)
}

/**
 * CSRF protection for a form post (DESIGN §4.3): a browser names the page's origin in `Origin`
 * (and `Sec-Fetch-Site`); it must be this site, either as the request itself addresses it (Host)
 * or as NEXT_PUBLIC_SITE_URL names it. Requests without either header are not from a browser
 * page, so they cannot be cross-site forgeries, and are let through to the other checks.
 */
export function isSameOrigin(
  headers: Headers,
  config: Pick<LeadsConfig, 'siteOrigin' | 'trustProxyHops' | 'trustProxyFrom'>,
): boolean {
  const origin = headers.get('origin')
  if (origin !== null) {
    if (origin === 'null') return false
    const allowed = new Set<string>()
    if (config.siteOrigin) allowed.add(config.siteOrigin)
    const hosts = [headers.get('host')]
    if (forwardedHops(headers, config) > 0) hosts.push(headers.get('x-forwarded-host'))
    for (const host of hosts) {
      if (!host) continue
      allowed.add(`http://${host}`.toLowerCase())
      allowed.add(`https://${host}`.toLowerCase())
    }
    return allowed.has(origin.toLowerCase())
  }
  const site = headers.get('sec-fetch-site')
  return site === null || site === 'same-origin' || site === 'none'
}

export type BodyRead =
  { ok: true; text: string } | { ok: false; reason: 'too_large' | 'not_utf8' | 'aborted' }

/** Reads the body as UTF-8, refusing it as soon as it passes `limit` bytes. */
export async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > limit) return { ok: false, reason: 'too_large' }
  if (!request.body) return { ok: true, text: '' }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > limit) {
        await reader.cancel().catch(() => {})
        return { ok: false, reason: 'too_large' }
      }
      chunks.push(value)
    }
  } catch {
    return { ok: false, reason: 'aborted' }
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    return { ok: false, reason: 'not_utf8' }
  }
}
