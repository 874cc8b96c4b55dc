// Issue 10, image bytes: the embedded dataset's image CDN. next.config.ts sends
// /images/embedded/… here when the URL asks for a size or a crop (`w`, `h`, `rect`); a plain request
// stays a static file. See src/server/embeddedImages.ts.
import { NextResponse, type NextRequest } from 'next/server'
import { embeddedImage } from '@/server/embeddedImages'

export const dynamic = 'force-dynamic'

/** The file name is the asset's content hash: a URL's answer never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

async function answer(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params
  const image = await embeddedImage(
    path,
    request.nextUrl.searchParams,
    request.headers.get('accept') ?? '',
  )
  if (!image.ok) {
    return NextResponse.json(
      { status: 'error', error: image.error },
      { status: image.status, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const headers: Record<string, string> = {
    'Content-Type': image.type,
    'Content-Length': String(image.body.length),
    'Cache-Control': IMMUTABLE,
  }
  if (image.varies) headers.Vary = 'Accept'
  const body = request.method === 'HEAD' ? null : new Uint8Array(image.body)
  return new NextResponse(body, { headers })
}

export const GET = answer
export const HEAD = answer
