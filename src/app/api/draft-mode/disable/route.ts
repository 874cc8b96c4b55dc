import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'
import { isSameOriginPath, redirectTo } from '@/lib/redirect'
import {
  DRAFT_COOKIE,
  expirePartitionedDraftCookies,
  PARTITIONED_COOKIE,
} from '@/server/draftToken'

/** Leaves draft mode and goes back to the published page (a same-origin path, default '/'). */
export async function GET(request: NextRequest) {
  const target = request.nextUrl.searchParams.get('redirect') ?? '/'
  if (!isSameOriginPath(target)) {
    return NextResponse.json(
      { status: 'error', error: 'redirect must be a path on this site.' },
      { status: 400 },
    )
  }
  ;(await draftMode()).disable()
  const response = new NextResponse(null, redirectTo(target))
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
