import 'server-only'
// DESIGN §4.3 minimum time-to-submit for the form without JavaScript (issue 33). A JSON post says
// how long its form was on screen (`_elapsedMs`); a plain HTML post can say nothing, and anything
// it did say would come from the client. The start time must come from the server instead, but
// every page is static (the same HTML for every visitor, from a CDN), so no per-visit value can be
// written into it. So the no-JS form loads a tiny no-store endpoint (`<noscript><img>`: only a
// browser without JavaScript fetches it) that sets a short-lived cookie holding the time it was
// issued and an HMAC of that time under a server key. The submit reads it back: a missing,
// forged, malformed, expired or too recent stamp counts as too fast (answered like a stored lead,
// not stored), never as an error. The cookie is HttpOnly (no script needs it) and SameSite=Lax (the
// form's top-level same-site POST carries it; a cross-site one is refused by the Origin check
// anyway). Its path is the whole site (issue 48): the form without JavaScript posts to its own
// page, which may be any page. Only a browser without JavaScript ever gets it, and nothing but the
// intake reads it: the page cache (nginx, src/server/cacheHandler.mjs) keys on the path alone.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { TRANSPARENT_GIF_BASE64 } from '@/lib/transparentGif'

export const FORM_STAMP_COOKIE = 'form_started'

/**
 * How long a stamp is good for: a visitor may leave the form open over a meeting or lunch, while
 * a stamp a bot fetched once goes stale within the day (the per-IP rate limit bounds the rest).
 */
export const FORM_STAMP_MAX_AGE_MS = 6 * 60 * 60 * 1000

const VERSION = '1'
const STAMP_FORMAT = /^1\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/

/**
 * The signing key. From LEADS_FORM_STAMP_SECRET (every instance of a replicated site must share
 * it), kept apart from any other use of that secret by the label; without it a random key per
 * process, which is enough for one server (the default: PGlite allows one process) but makes
 * stamps issued before a restart count as too fast.
 */
export function formStampKey(secret: string): Buffer {
  if (!secret) return randomBytes(32)
  return createHmac('sha256', secret).update('forgeline/leads/form-stamp/v1').digest()
}

const mac = (key: Buffer, issuedAt: string) =>
  createHmac('sha256', key).update(`${VERSION}.${issuedAt}`).digest('base64url')

/** The cookie value for a form shown at `now` (ms since the epoch). */
export function issueFormStamp(key: Buffer, now: number): string {
  const issuedAt = String(Math.floor(now))
  return `${VERSION}.${issuedAt}.${mac(key, issuedAt)}`
}

/**
 * How long ago (ms) a genuine stamp was issued, or null when the value is missing, malformed,
 * forged, from the future or older than FORM_STAMP_MAX_AGE_MS.
 */
export function formStampAge(value: string | null | undefined, key: Buffer, now: number) {
  const match = value ? STAMP_FORMAT.exec(value) : null
  if (!match) return null
  const [, issuedAt = '', signature = ''] = match
  const expected = Buffer.from(mac(key, issuedAt))
  const presented = Buffer.from(signature)
  if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) return null
  const age = now - Number(issuedAt)
  return age >= 0 && age <= FORM_STAMP_MAX_AGE_MS ? age : null
}

/** The value of one cookie in a Cookie header (the first one of that name), or null. */
export function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}

/** A 1×1 transparent GIF: the no-JS form loads the stamp as an image. */
const PIXEL = Buffer.from(TRANSPARENT_GIF_BASE64, 'base64')

/**
 * GET /api/form-stamp: a fresh stamp in a cookie for the site. Secure when the visitor
 * came over HTTPS (as this server or, with TRUST_PROXY, the proxy in front of it saw it).
 */
export function formStampResponse(
  request: Request,
  { key, trustProxyHops }: { key: Buffer; trustProxyHops: number },
  now = Date.now(),
): Response {
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  const https =
    new URL(request.url).protocol === 'https:' ||
    (trustProxyHops > 0 && forwardedProto?.toLowerCase() === 'https')
  const cookie = [
    `${FORM_STAMP_COOKIE}=${issueFormStamp(key, now)}`,
    'Path=/',
    `Max-Age=${FORM_STAMP_MAX_AGE_MS / 1000}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(https ? ['Secure'] : []),
  ].join('; ')
  return new Response(new Uint8Array(PIXEL), {
    headers: {
      'Content-Type': 'image/gif',
      'Content-Length': String(PIXEL.length),
      'Cache-Control': 'no-store',
      'Set-Cookie': cookie,
    },
  })
}
