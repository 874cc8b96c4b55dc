// Issue 12: publish → live in seconds. A Sanity webhook (README "For editors" shows the
// projection) posts the changed document; a valid signature revalidates the cache tags of what
// changed (src/sanity/tags.ts), so the next visit regenerates those pages. A bad or missing
// signature is 401 and changes nothing.
import { revalidateTag } from 'next/cache'
import { NextResponse, type NextRequest } from 'next/server'
import { parseBody } from 'next-sanity/webhook'
import { isEmbedded } from '@/sanity/env'
import { recordExpiredTags } from '@/server/http/expiredTags'
import { tagsForChange, type ChangedDocument } from '@/sanity/tags'

export const dynamic = 'force-dynamic'

function error(status: number, message: string) {
  return NextResponse.json({ status: 'error', error: message }, { status })
}

export async function POST(request: NextRequest) {
  const secret = process.env.SANITY_REVALIDATE_SECRET
  if (!secret) return error(404, 'The publish webhook is not configured on this site.')
  let parsed: Awaited<ReturnType<typeof parseBody<ChangedDocument>>>
  try {
    // The Content Lake is eventually consistent: wait for it, unless the content is local.
    parsed = await parseBody<ChangedDocument>(request, secret, !isEmbedded)
  } catch {
    return error(400, 'The body must be the JSON the webhook projection sends.')
  }
  if (parsed.isValidSignature !== true) return error(401, 'Invalid or missing signature.')
  const tags = tagsForChange(parsed.body)
  if (!tags) return error(400, 'The body must name the changed document: { _type, _id, slug }.')
  // Expire at once: the next request waits for the fresh page instead of seeing the old one.
  // Before the answer: the proxy then knows which pages the next visits render (their CSP nonce).
  recordExpiredTags(tags)
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return NextResponse.json({ status: 'ok', revalidated: tags })
}
