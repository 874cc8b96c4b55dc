// Issue 12: publish → live in seconds. A Sanity webhook (README "For editors" shows the
// projection) posts the changed document; a valid signature revalidates the cache tags of what
// changed (src/sanity/tags.ts), so the next visit regenerates those pages. A bad or missing
// signature is 401 and changes nothing. Issue 35: so is a signature dated outside 5 minutes of
// now, and a delivery already handled (its idempotency key or its signature seen before) is
// answered 200 with nothing revalidated (src/sanity/revalidateReplay.ts).
import { isValidSignature } from '@sanity/webhook'
import { revalidateTag } from 'next/cache'
import { NextResponse, type NextRequest } from 'next/server'
import { isEmbedded } from '@/sanity/env'
import { SIGNATURE_HEADER, seenDeliveries, signatureAge } from '@/sanity/revalidateReplay'
import { tagsForChange, type ChangedDocument } from '@/sanity/tags'
import { bodyLimit } from '@/server/http/bodyLimits.mjs'
import { readBody } from '@/server/leads/request'

export const dynamic = 'force-dynamic'

/** How long the Content Lake may take to show a published change (next-sanity's parseBody). */
const CONTENT_LAKE_DELAY_MS = 3000
/** 32 KB, and the JSON of its 413: the same as the site's server answers before Next reads it. */
const LIMIT = bodyLimit('/api/revalidate')

function error(status: number, message: string) {
  return NextResponse.json({ status: 'error', error: message }, { status })
}

/**
 * Issue 46: the cheap checks first. The signature header's presence and date come before a byte of
 * the body is read, the body is read up to its limit (32 KB, a 413 past it), and only a body whose
 * signature holds is parsed as JSON.
 */
export async function POST(request: NextRequest) {
  const secret = process.env.SANITY_REVALIDATE_SECRET?.trim()
  if (!secret) return error(404, 'The publish webhook is not configured on this site.')
  const signature = request.headers.get(SIGNATURE_HEADER)
  if (!signature) return error(401, 'Invalid or missing signature.')
  const age = signatureAge(signature)
  if (age === 'malformed') return error(401, 'Invalid or missing signature.')
  if (age !== 'ok') return error(401, 'The signature is not dated within 5 minutes of now.')

  const read = await readBody(request, LIMIT.bytes)
  if (!read.ok) {
    return read.reason === 'too_large'
      ? NextResponse.json(LIMIT.tooLarge, { status: 413 })
      : error(400, 'The body must be the JSON the webhook projection sends.')
  }
  if (!(await isValidSignature(read.text, signature, secret))) {
    return error(401, 'Invalid or missing signature.')
  }
  // The Content Lake is eventually consistent: wait for it, unless the content is local.
  if (!isEmbedded) await new Promise((resolve) => setTimeout(resolve, CONTENT_LAKE_DELAY_MS))
  let change: ChangedDocument | null
  try {
    change = read.text.trim() ? (JSON.parse(read.text) as ChangedDocument | null) : null
  } catch {
    return error(400, 'The body must be the JSON the webhook projection sends.')
  }
  const tags = tagsForChange(change)
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
