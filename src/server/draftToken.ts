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

/** The cookie's attributes: those Next gives its own draft-mode cookie (Studio iframe: None). */
export function draftCookieOptions() {
  const production = process.env.NODE_ENV !== 'development'
  return {
    httpOnly: true,
    path: '/',
    sameSite: production ? ('none' as const) : ('lax' as const),
    secure: production,
  }
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
