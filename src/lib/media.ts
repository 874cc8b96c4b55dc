// SPEC §3 Media source rules and §9 Images. Pure URL logic; the Image and Video components call it.
// Image URLs are built by @sanity/image-url (its documented builder); this module adds the site's
// rules: the product's CDN host, the width cap, quality and format, and what is never resized.
import { createImageUrlBuilder } from '@sanity/image-url'

/** The CMS CDN host whose URLs the site rewrites. */
export const CMS_CDN_HOST = 'https://cdn.sanity.io'

export const IMAGE_BREAKPOINTS = [600, 800, 1000, 1200] as const
export const MAX_SIZE_ENTRIES = 5
export const DEFAULT_SIZES = '(max-width: 1200px) 100vw, 1200px'
export const DEFAULT_MAX_WIDTH = 800
export const MAX_IMAGE_WIDTH = 1920
export const DEFAULT_QUALITY = 80

export interface ImageRef {
  id: string
  width: number
  height: number
  format: string
}

/** Parses an asset reference `image-{id}-{w}x{h}-{format}`; null when it is not one. */
export function parseImageRef(ref: string | null | undefined): ImageRef | null {
  const m = /^image-([A-Za-z0-9]+)-(\d+)x(\d+)-([a-z0-9]+)$/.exec(ref ?? '')
  if (!m) return null
  return { id: m[1]!, width: Number(m[2]), height: Number(m[3]), format: m[4]! }
}

/**
 * A URL on the CMS CDN moved to another host (the product's image or video CDN; '' serves it from
 * this site). Only the CMS CDN's exact origin is rewritten: 'https://cdn.sanity.io.evil.example'
 * is not it, and any other URL is left as it is.
 */
export function onCdnHost(url: string, host: string): string {
  if (!url.startsWith(`${CMS_CDN_HOST}/`)) return url
  return `${host.replace(/\/+$/, '')}${url.slice(CMS_CDN_HOST.length)}`
}

/** Where image assets live: the CMS project and dataset, and the image CDN host that serves them. */
export interface ImageSource {
  projectId: string
  dataset: string
  imageCdnHost: string
}

/** An image value as the queries project it: the asset reference, the editor's crop and hotspot. */
export interface CmsImageObject {
  asset?: { _ref?: string | null } | null
  crop?: ImageCrop | null
  hotspot?: ImageHotspot | null
}

/** The size an image is asked for at, in px; both set: cropped to that aspect ratio. */
export interface ImageSize {
  width?: number
  height?: number
}

/**
 * The URL of a CMS image, built by @sanity/image-url (SPEC §3 Media source rules, §9 Images): the
 * editor's crop is cut out (`rect`); asked for at a width and a height, the image is cropped to
 * that aspect ratio around the editor's hotspot (`fit=crop`). A resized image is at most
 * MAX_IMAGE_WIDTH wide, with quality 80 and automatic format; GIFs (their animation) and SVGs are
 * never resized. The CMS CDN host becomes the image CDN host. Null for a missing or unreadable
 * asset reference.
 */
export function cmsImageUrl(
  image: CmsImageObject | string | null | undefined,
  source: ImageSource,
  size: ImageSize = {},
): string | null {
  const ref = typeof image === 'string' ? image : image?.asset?._ref
  const asset = parseImageRef(ref)
  if (!ref || !asset) return null
  const value = typeof image === 'string' ? null : image
  const crop = editorCrop(asset, value?.crop)
  const hotspot = editorHotspot(value?.hotspot)
  let url = createImageUrlBuilder({
    baseUrl: CMS_CDN_HOST,
    projectId: source.projectId,
    dataset: source.dataset,
  }).image({ asset: { _ref: ref }, ...(crop && { crop }), ...(hotspot && { hotspot }) })
  const resizable = asset.format !== 'gif' && asset.format !== 'svg'
  if (resizable && size.width !== undefined && size.width > 0) {
    const width = Math.min(Math.max(1, Math.round(size.width)), MAX_IMAGE_WIDTH)
    url = url.width(width)
    if (size.height !== undefined && size.height > 0) {
      // The width cap keeps the asked-for aspect ratio.
      url = url.height(Math.max(1, Math.round((size.height * width) / size.width))).fit('crop')
    }
    url = url.quality(DEFAULT_QUALITY).auto('format')
  }
  return onCdnHost(url.url(), source.imageCdnHost)
}

/** Video source: the CMS CDN host becomes the video CDN host; no URL gives ''. */
export function videoSrc(url: string | null | undefined, videoCdnHost: string): string {
  if (!url) return ''
  return onCdnHost(url, videoCdnHost)
}

/** SPEC §9: the default display width is the smaller of the original width and 800. */
export function defaultImageWidth(originalWidth: number): number {
  return Math.min(originalWidth, DEFAULT_MAX_WIDTH)
}

/** srcset widths: the breakpoints up to the original width, at most MAX_SIZE_ENTRIES entries. */
export function srcSetWidths(originalWidth: number): number[] {
  const widths = IMAGE_BREAKPOINTS.filter((w) => w < originalWidth) as number[]
  widths.push(Math.min(originalWidth, MAX_IMAGE_WIDTH))
  return [...new Set(widths)].slice(0, MAX_SIZE_ENTRIES)
}

/** The embedded block types that show a large image, the page's possible LCP element. */
const LARGE_IMAGE_BLOCKS = new Set(['imageBlock', 'videoFigure'])

interface SectionLike {
  _type: string
  content?: readonly unknown[] | null
}

/**
 * Issue 37: the one image that loads at once is a large image or video that opens the first
 * section (its first block, right under the header on every screen). An image after the first
 * section's text is below a phone's first screen (home's hero: its top at ~970 px on a Pixel 7,
 * 839 px high; at ~970 px on a 1280×800 desktop too), so it stays lazy there, and Lighthouse's
 * first paint no longer waits for it. Returns the modules with that block's value given
 * `priority: true` (a new array; the rest untouched), or the modules as they are.
 */
export function withLcpImagePriority<M extends SectionLike>(
  modules: readonly M[] | null | undefined,
): readonly M[] {
  const list = modules ?? []
  const first = list[0]
  const opening = first?.content?.[0]
  if (
    !first ||
    !opening ||
    typeof opening !== 'object' ||
    !LARGE_IMAGE_BLOCKS.has(String((opening as { _type?: unknown })._type))
  ) {
    return list
  }
  const content = first.content ?? []
  const marked = [{ ...(opening as object), priority: true }, ...content.slice(1)]
  return [{ ...first, content: marked }, ...list.slice(1)]
}

/** An editor's crop: the fraction cut from each side (SPEC §3 Image value). */
export interface ImageCrop {
  top?: number | null
  bottom?: number | null
  left?: number | null
  right?: number | null
}

/** An editor's hotspot: the focus of the image, as fractions of its width and height. */
export interface ImageHotspot {
  x?: number | null
  y?: number | null
  width?: number | null
  height?: number | null
}

const fraction = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0

/**
 * The editor's crop with every side a fraction from 0 to 1 (a missing side cuts nothing), or null
 * when there is none or it leaves nothing (then the whole image is shown). The displayed aspect
 * ratio (croppedSize) and the URL's `rect` (cmsImageUrl) both come from it, so they agree.
 */
function editorCrop(
  image: { width: number; height: number },
  crop: ImageCrop | null | undefined,
): { left: number; right: number; top: number; bottom: number } | null {
  if (!crop) return null
  const sides = {
    left: fraction(crop.left),
    right: fraction(crop.right),
    top: fraction(crop.top),
    bottom: fraction(crop.bottom),
  }
  const width = Math.round(image.width * (1 - sides.left - sides.right))
  const height = Math.round(image.height * (1 - sides.top - sides.bottom))
  return width < 1 || height < 1 ? null : sides
}

/** The editor's hotspot when all four of its numbers are there, else none (the centre is used). */
function editorHotspot(
  hotspot: ImageHotspot | null | undefined,
): { x: number; y: number; width: number; height: number } | null {
  const { x, y, width, height } = hotspot ?? {}
  const numbers = [x, y, width, height]
  if (!numbers.every((n) => typeof n === 'number' && Number.isFinite(n))) return null
  return { x: x!, y: y!, width: width!, height: height! }
}

/** The pixel size of an image after the editor's crop (the whole image without one). */
export function croppedSize(
  image: { width: number; height: number },
  crop: ImageCrop | null | undefined,
): { width: number; height: number } {
  const sides = editorCrop(image, crop)
  if (!sides) return { width: image.width, height: image.height }
  return {
    width: Math.round(image.width * (1 - sides.left - sides.right)),
    height: Math.round(image.height * (1 - sides.top - sides.bottom)),
  }
}
