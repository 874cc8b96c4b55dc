// Issue 10, image bytes: the part of the image CDN's URL API (Sanity's, SPEC §3 and §9) that this
// site's image URLs use (as @sanity/image-url builds them, lib/media), read back from a request:
// `w` and `h` (size), `fit` (how both are met), `q` (quality), `auto=format` and `rect` (the
// editor's crop, or the part of it around the hotspot). The embedded dataset's images are served
// by the site itself (src/app/api/embedded-image), so these have to mean there what they mean on
// the CDN.
import { MAX_IMAGE_WIDTH } from '../lib/media'

/** What a request asks of an image. */
export interface ImageParams {
  /** Resize to this width (never wider than the source, or the crop, unless `fit` is 'crop'). */
  width?: number
  /** Resize to this height (likewise). */
  height?: number
  /**
   * With both a width and a height: 'clip' (the CDN's default) and 'max' fit the image inside
   * them, 'crop' fills them exactly, cutting the overflow from the centre.
   */
  fit?: FitMode
  /** Encoder quality, 1–100 (ignored for PNG). */
  quality?: number
  /** Pick the smallest format the browser takes (WebP when its Accept header lists it). */
  autoFormat: boolean
  /** Crop to this rectangle of the source, in pixels, before resizing. */
  rect?: { left: number; top: number; width: number; height: number }
}

/** The `fit` modes served here; the CDN's others (fill, fillmax, min, scale) are refused. */
const FIT_MODES = ['clip', 'crop', 'max'] as const
export type FitMode = (typeof FIT_MODES)[number]

/** The largest height asked for, as the largest width: the size of a resized image is bounded. */
const MAX_IMAGE_HEIGHT = MAX_IMAGE_WIDTH

export type ParsedImageParams = { ok: true; params: ImageParams } | { ok: false; error: string }

const INTEGER = /^\d{1,15}$/

const WIDTH_ERROR = 'w must be a whole number from 1 (a wider one is served 1920 wide).'

function integer(value: string, min: number, max: number): number | null {
  if (!INTEGER.test(value)) return null
  const n = Number(value)
  return n >= min && n <= max ? n : null
}

/** A whole-number param from 1 to `max`: its value, undefined without it, or the error. */
function wholeParam(query: URLSearchParams, name: string, max: number) {
  const value = query.get(name)
  if (value === null) return undefined
  return (
    integer(value, 1, max) ?? {
      ok: false as const,
      error: `${name} must be a whole number from 1 to ${max}.`,
    }
  )
}

/**
 * The params of an image request, checked against the source's size; a value the CDN would
 * refuse, or a `fit` this server does not draw, is an error that says which and why. Other query
 * parameters are ignored, as the CDN ignores those it does not know (this site's URLs never carry
 * the CDN's `crop`, `fp-x` or `fp-y`: the builder turns the hotspot into `rect`).
 */
export function parseImageParams(
  query: URLSearchParams,
  source: { width: number; height: number },
): ParsedImageParams {
  const params: ImageParams = { autoFormat: false }
  // SPEC §9: the largest width is 1920; one asked wider is served at 1920, as the CDN caps it.
  const width = wholeParam(query, 'w', Number.MAX_SAFE_INTEGER)
  if (typeof width === 'object') return { ok: false, error: WIDTH_ERROR }
  params.width = width === undefined ? undefined : Math.min(width, MAX_IMAGE_WIDTH)
  const height = wholeParam(query, 'h', MAX_IMAGE_HEIGHT)
  if (typeof height === 'object') return height
  params.height = height
  const fit = query.get('fit')
  if (fit !== null) {
    const mode = FIT_MODES.find((m) => m === fit)
    if (!mode) return { ok: false, error: `fit must be one of ${FIT_MODES.join(', ')}.` }
    params.fit = mode
  }
  const quality = wholeParam(query, 'q', 100)
  if (typeof quality === 'object') return quality
  params.quality = quality
  const auto = query.get('auto')
  if (auto !== null) {
    if (auto !== 'format') return { ok: false, error: 'auto must be "format".' }
    params.autoFormat = true
  }
  const rect = query.get('rect')
  if (rect !== null) {
    const parts = rect.split(',')
    const [left, top, width, height] = parts.map((part, i) =>
      integer(part, i < 2 ? 0 : 1, i % 2 === 0 ? source.width : source.height),
    )
    if (
      parts.length !== 4 ||
      left == null ||
      top == null ||
      width == null ||
      height == null ||
      left + width > source.width ||
      top + height > source.height
    ) {
      return {
        ok: false,
        error: `rect must be left,top,width,height in whole pixels inside the ${source.width}×${source.height} image.`,
      }
    }
    params.rect = { left, top, width, height }
  }
  return { ok: true, params }
}
