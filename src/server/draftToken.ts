import 'server-only'
// Issue 9: draft mode is tied to this deployment. Next's draft-mode cookie (__prerender_bypass)
// carries the build's preview id, which every deployment of the same build shares; so the enable
// route also sets DRAFT_COOKIE, an HMAC of this deployment's own secret, and the proxy honours
// the draft-mode cookie only with a valid one (it strips it from the request otherwise, and Next
// serves the published page). A deployment with no secret never honours draft mode.
import { createHmac, timingSafeEqual } from 'node:crypto'

export const DRAFT_COOKIE = '__forgeline_draft'
export const NEXT_DRAFT_COOKIES = ['__prerender_bypass', '__next_preview_data'] as const

/** The deployment's draft secret: the preview secret, else the Sanity read token; null: none. */
export function draftSecret(env: Record<string, string | undefined> = process.env): string | null {
  return env.SANITY_PREVIEW_SECRET || env.SANITY_API_READ_TOKEN || null
}

/** The value DRAFT_COOKIE must hold on this deployment. */
export function draftToken(secret: string): string {
  return createHmac('sha256', secret).update('forgeline draft mode v1').digest('base64url')
}

/** True when the presented cookie value was made with this deployment's secret. */
export function isValidDraftToken(value: string | undefined, secret: string | null): boolean {
  if (!value || !secret) return false
  const a = Buffer.from(value)
  const b = Buffer.from(draftToken(secret))
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * next-sanity's marker that the draft-mode cookies were set partitioned (a cross-site iframe);
 * the disable route then expires the partitioned copies too.
 */
export const PARTITIONED_COOKIE = 'sanity-preview-partitioned'

/**
 * True when the request loads the site in a cross-site iframe: the Studio's Presentation tool on
 * another site. The browser says so in its Fetch Metadata headers.
 */
export function isCrossSiteIframe(headers: Pick<Headers, 'get'>): boolean {
  return (
    headers.get('sec-fetch-dest') === 'iframe' && headers.get('sec-fetch-site') === 'cross-site'
  )
}

/**
 * The cookie's attributes: those Next gives its own draft-mode cookie. Issue 12: the Studio shows
 * the site in an iframe on another origin, where only `SameSite=None; Secure` cookies are sent
 * (so over https; `next dev` keeps Lax, which works while Studio and site are both on localhost,
 * one site whatever the ports). `partitioned` (CHIPS) when the enable request came from a
 * cross-site iframe, as next-sanity does for `__prerender_bypass`: browsers that block
 * third-party cookies (Safari, Chrome with the setting) still keep a partitioned one.
 */
export function draftCookieOptions({ partitioned = false }: { partitioned?: boolean } = {}) {
  const production = process.env.NODE_ENV !== 'development'
  return {
    httpOnly: true,
    path: '/',
    sameSite: production ? ('none' as const) : ('lax' as const),
    secure: production,
    ...(production && partitioned ? { partitioned: true } : {}),
  }
}

/**
 * Set-Cookie values that expire the partitioned copies of the draft-mode cookies (a partitioned
 * cookie is only replaced by one that says `Partitioned` too).
 */
export function expirePartitionedDraftCookies(): string[] {
  return [...NEXT_DRAFT_COOKIES, DRAFT_COOKIE, PARTITIONED_COOKIE].map(
    (name) =>
      `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; Secure; SameSite=None; Partitioned`,
  )
}

/**
 * The request's Cookie header without Next's draft-mode cookies, or null when it has none of
 * them.
 */
export function withoutDraftCookies(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null
  const parts = cookieHeader.split(';').map((part) => part.trim())
  const kept = parts.filter(
    (part) => !NEXT_DRAFT_COOKIES.some((name) => part.startsWith(`${name}=`)),
  )
  return kept.length === parts.length ? null : kept.join('; ')
}
