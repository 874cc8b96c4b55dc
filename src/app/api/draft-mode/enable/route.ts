// DESIGN §4.6: draft mode is enabled only by a valid secret. With a Sanity project, next-sanity
// handles the Presentation tool's handshake; with the embedded dataset, SANITY_PREVIEW_SECRET.
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'
import { isSameOriginPath, redirectTo } from '@/lib/redirect'
import { client } from '@/sanity/client'
import { isEmbedded } from '@/sanity/env'
import { isValidPreviewSecret } from '@/server/previewSecret'

const remote = defineEnableDraftMode({
  client: client.withConfig({ token: process.env.SANITY_API_READ_TOKEN }),
})

function error(status: number, message: string) {
  return NextResponse.json({ status: 'error', error: message }, { status })
}

export async function GET(request: NextRequest) {
  if (!isEmbedded) return remote.GET(request)
  const expected = process.env.SANITY_PREVIEW_SECRET
  if (!expected) return error(404, 'Draft mode is not configured on this site.')
  const params = request.nextUrl.searchParams
  if (!isValidPreviewSecret(params.get('secret'), expected)) {
    return error(401, 'Invalid or missing preview secret.')
  }
  const target = params.get('redirect') ?? '/'
  if (!isSameOriginPath(target)) return error(400, 'redirect must be a path on this site.')
  ;(await draftMode()).enable()
  return redirectTo(target)
}
