// Issue 10, image bytes: the embedded dataset's images (public/images/embedded) served the way the
// image CDN serves a Sanity project's: cropped to `rect`, resized to `w` and `h` (filled exactly
// with `fit=crop`, else fitted inside them), and WebP for a browser that takes it when the URL asks
// for `auto=format` (SPEC §9: quality 80, automatic format). Unlike the CDN it never enlarges an
// image except to fill a `fit=crop` size: a browser scales an image up as well.
// Without this, every srcset width was the whole original (the home page's 1600×1000 PNG, 176 KB,
// where 800 px of WebP is 18 KB). SVG and GIF are sent as they are (SPEC §9: GIFs unoptimised).
import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { DEFAULT_QUALITY, parseImageRef } from '@/lib/media'
import { parseImageParams, type ImageParams } from './imageParams'

// turbopackIgnore: the files are read at run time, not traced into the build.
const root = path.join(/* turbopackIgnore: true */ process.cwd(), 'public', 'images', 'embedded')

/** `<dataset>/<id>-<w>x<h>.<ext>`: the only paths an asset document can have. */
const FILE = /^([a-z0-9][a-z0-9_-]*)\/([A-Za-z0-9]+)-(\d+)x(\d+)\.(png|jpg|jpeg|webp|gif|svg)$/

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
}

export type EmbeddedImage =
  | { ok: true; body: Buffer; type: string; varies: boolean }
  | { ok: false; status: 400 | 404; error: string }

/**
 * Rendered images by path, params and output format (the files never change while running), the
 * oldest dropped first once they hold more than CACHE_BYTES.
 */
const cache = new Map<string, Promise<EmbeddedImage>>()
const sizes = new Map<string, number>()
const CACHE_BYTES = 64 * 1024 * 1024
let cachedBytes = 0

function remember(key: string, rendered: Promise<EmbeddedImage>) {
  cache.set(key, rendered)
  void rendered.then((image) => {
    if (cache.get(key) !== rendered) return
    const size = image.ok ? image.body.length : 0
    sizes.set(key, size)
    cachedBytes += size
    for (const [oldest] of cache) {
      if (cachedBytes <= CACHE_BYTES) break
      cachedBytes -= sizes.get(oldest) ?? 0
      sizes.delete(oldest)
      cache.delete(oldest)
    }
  })
}

export function embeddedImage(
  segments: readonly string[],
  query: URLSearchParams,
  accept: string,
): Promise<EmbeddedImage> {
  const file = segments.join('/')
  const match = FILE.exec(file)
  if (!match) return Promise.resolve({ ok: false, status: 404, error: 'No such image.' })
  const ext = match[5]!
  const source = parseImageRef(`image-${match[2]}-${match[3]}x${match[4]}-${ext}`)!
  const parsed = parseImageParams(query, source)
  if (!parsed.ok) return Promise.resolve({ ok: false, status: 400, error: parsed.error })
  const { params } = parsed
  const passThrough = ext === 'svg' || ext === 'gif'
  const webp = !passThrough && params.autoFormat && /\bimage\/webp\b/.test(accept)
  const key = `${file}?${passThrough ? '' : JSON.stringify(params)}:${webp}`
  let rendered = cache.get(key)
  if (!rendered) {
    rendered = render(path.join(root, file), ext, params, webp, passThrough)
    remember(key, rendered)
  }
  return rendered
}

async function render(
  file: string,
  ext: string,
  params: ImageParams,
  webp: boolean,
  passThrough: boolean,
): Promise<EmbeddedImage> {
  let original: Buffer
  try {
    original = await readFile(file)
  } catch {
    return { ok: false, status: 404, error: 'No such image.' }
  }
  const varies = !passThrough && params.autoFormat
  if (passThrough) return { ok: true, body: original, type: TYPES[ext]!, varies }
  let image = sharp(original)
  if (params.rect) image = image.extract(params.rect)
  const { width, height } = params
  if (width && height && params.fit === 'crop') {
    // Exactly the size asked for, as the CDN answers (a share image's declared 1200×630).
    image = image.resize({ width, height, fit: 'cover', position: 'centre' })
  } else if (width || height) {
    image = image.resize({ width, height, fit: 'inside', withoutEnlargement: true })
  }
  const quality = params.quality ?? DEFAULT_QUALITY
  if (webp) image = image.webp({ quality })
  else if (ext === 'png') image = image.png()
  else if (ext === 'webp') image = image.webp({ quality })
  else image = image.jpeg({ quality })
  return { ok: true, body: await image.toBuffer(), type: webp ? 'image/webp' : TYPES[ext]!, varies }
}
