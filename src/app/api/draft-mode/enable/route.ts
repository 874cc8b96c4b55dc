// DESIGN §4.6: draft mode is enabled only by a valid secret. With a Sanity project, next-sanity
// handles the Presentation tool's handshake; with the embedded dataset, SANITY_PREVIEW_SECRET.
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { cookies, draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'
import { isSameOriginPath, redirectTo } from '@/lib/redirect'
import { client } from '@/sanity/client'
import { isEmbedded } from '@/sanity/env'
import {
  DRAFT_COOKIE,
  draftCookieOptions,
  draftSecret,
  draftToken,
  isCrossSiteIframe,
  PARTITIONED_COOKIE,
} from '@/server/draftToken'
import { isValidPreviewSecret } from '@/server/previewSecret'

const remote = defineEnableDraftMode({
  client: client.withConfig({ token: process.env.SANITY_API_READ_TOKEN }),
})

function error(status: number, message: string) {
  return NextResponse.json({ status: 'error', error: message }, { status })
}

/**
 * Draft mode on this deployment only: Next's cookie plus this deployment's HMAC (issue 9). In the
 * Studio's iframe on another site the cookie is partitioned, like next-sanity's (issue 12).
 */
function bindToDeployment(response: Response, request: NextRequest): Response {
  const secret = draftSecret()
  if (!secret || response.status >= 400) return response
  const next = new NextResponse(response.body, response)
  const partitioned = isCrossSiteIframe(request.headers)
  next.cookies.set(DRAFT_COOKIE, draftToken(secret), draftCookieOptions({ partitioned }))
  return next
}

/** True for the error Next's redirect() throws (next-sanity ends a valid handshake with one). */
function isRedirect(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest
  return typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT')
}

/**
 * The Presentation tool's handshake (next-sanity validates its secret against the Content Lake).
 * A valid one ends in redirect(), which throws: the deployment's cookie is set on the way out
 * (cookies set in a route handler go with its redirect), or the proxy would drop draft mode.
 */
async function enableRemote(request: NextRequest): Promise<Response> {
  try {
    return bindToDeployment(await remote.GET(request), request)
  } catch (error) {
    const secret = draftSecret()
    if (isRedirect(error) && secret) {
      const partitioned = isCrossSiteIframe(request.headers)
      ;(await cookies()).set(DRAFT_COOKIE, draftToken(secret), draftCookieOptions({ partitioned }))
    }
    throw error
  }
}

export async function GET(request: NextRequest) {
  if (!isEmbedded) return enableRemote(request)
  const expected = process.env.SANITY_PREVIEW_SECRET
  if (!expected) return error(404, 'Draft mode is not configured on this site.')
  const params = request.nextUrl.searchParams
  if (!isValidPreviewSecret(params.get('secret'), expected)) {
    return error(401, 'Invalid or missing preview secret.')
  }
  const target = params.get('redirect') ?? '/'
  if (!isSameOriginPath(target)) return error(400, 'redirect must be a path on this site.')
  ;(await draftMode()).enable()
  await partitionInCrossSiteIframe(request)
  return bindToDeployment(redirectTo(target), request)
}

/**
 * What next-sanity's handshake does for the remote source: in a cross-site iframe, Next's
 * draft-mode cookie is set again partitioned, with next-sanity's marker for the disable route.
 */
async function partitionInCrossSiteIframe(request: NextRequest) {
  const options = draftCookieOptions({ partitioned: isCrossSiteIframe(request.headers) })
  if (!('partitioned' in options)) return
  const jar = await cookies()
  const bypass = jar.get('__prerender_bypass')?.value
  if (bypass) jar.set('__prerender_bypass', bypass, options)
  jar.set(PARTITIONED_COOKIE, '1', options)
}
