// Issue 12: publish → live in seconds. A Sanity webhook (README "For editors" shows the
// projection) posts the changed document; a valid signature revalidates the cache tags of what
// changed (src/sanity/tags.ts), so the next visit regenerates those pages. A bad or missing
// signature is 401 and changes nothing. Issue 35: so is a signature dated outside 5 minutes of
// now, and a delivery already handled (its idempotency key or its signature seen before) is
// answered 200 with nothing revalidated (src/sanity/revalidateReplay.ts).
import { revalidateTag } from 'next/cache'
import { NextResponse, type NextRequest } from 'next/server'
import { parseBody } from 'next-sanity/webhook'
import { isEmbedded } from '@/sanity/env'
import { SIGNATURE_HEADER, seenDeliveries, signatureAge } from '@/sanity/revalidateReplay'
import { tagsForChange, type ChangedDocument } from '@/sanity/tags'

export const dynamic = 'force-dynamic'

function error(status: number, message: string) {
  return NextResponse.json({ status: 'error', error: message }, { status })
}

export async function POST(request: NextRequest) {
  const secret = process.env.SANITY_REVALIDATE_SECRET
  if (!secret) return error(404, 'The publish webhook is not configured on this site.')
  const signature = request.headers.get(SIGNATURE_HEADER)
  const age = signature ? signatureAge(signature) : 'ok'
  if (age === 'too-old' || age === 'in-the-future') {
    return error(401, 'The signature is not dated within 5 minutes of now.')
  }
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
  // Only once the signature holds: a forged request must not use up the genuine one's key.
  if (!seenDeliveries.firstTime([request.headers.get('idempotency-key'), signature])) {
    return NextResponse.json({ status: 'ok', duplicate: true, revalidated: [] })
  }
  // Expire at once: the next request waits for the fresh page instead of seeing the old one. With
  // REDIS_URL, on every replica (src/server/redisCache.mjs).
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return NextResponse.json({ status: 'ok', revalidated: tags })
}
