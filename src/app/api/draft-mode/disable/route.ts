import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'
import { isSameOriginPath } from '@/lib/redirect'
import {
  DRAFT_COOKIE,
  expirePartitionedDraftCookies,
  PARTITIONED_COOKIE,
} from '@/server/draftToken'
import { isSameOrigin } from '@/server/leads/request'
import { leadsConfig } from '@/server/leads/runtime'

// Issue 33: leaving draft mode changes state, so it is a POST (the preview banner's "Exit preview"
// is a form button), never a GET that any page, image or link on another site could trigger; and
// a POST from another site is refused too (the draft cookies are SameSite=None for the Studio's
// iframe, so a cross-site form would carry them). Same check as the lead endpoint's (DESIGN §4.3).

const json = (status: number, error: string, headers: Record<string, string> = {}) =>
  NextResponse.json(
    { status: 'error', error },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  )

/** Leaves draft mode and goes back to the published page (a same-origin path, default '/'). */
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request.headers, leadsConfig())) {
    return json(403, 'Draft mode can only be left from this site.')
  }
  const target = request.nextUrl.searchParams.get('redirect') ?? '/'
  if (!isSameOriginPath(target)) return json(400, 'redirect must be a path on this site.')
  ;(await draftMode()).disable()
  // 303: the browser follows the POST with a GET of the page. Relative, like the enable route's.
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: encodeURI(decodeURI(target)), 'Cache-Control': 'no-store' },
  })
  response.cookies.delete(DRAFT_COOKIE)
  // Entered in the Studio's iframe on another site (next-sanity's marker is partitioned too, so
  // it is only sent there): the cookies are partitioned copies, which only a Set-Cookie that says
  // Partitioned replaces. Next keeps one Set-Cookie per name: these take the plain ones' place.
  if (request.cookies.has(PARTITIONED_COOKIE)) {
    for (const cookie of expirePartitionedDraftCookies()) {
      response.headers.append('set-cookie', cookie)
    }
  }
  return response
}

function methodNotAllowed(): Response {
  return json(405, 'Use POST to leave draft mode.', { Allow: 'POST' })
}

export const GET = methodNotAllowed
export const HEAD = methodNotAllowed
export const PUT = methodNotAllowed
export const PATCH = methodNotAllowed
export const DELETE = methodNotAllowed
export const OPTIONS = methodNotAllowed
