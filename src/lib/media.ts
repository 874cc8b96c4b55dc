// SPEC §3 Media source rules and §9 Images. Pure URL logic; the Image and Video components call it.

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

/** The CMS CDN URL of an image asset reference. */
export function imageAssetUrl(ref: string, projectId: string, dataset: string): string | null {
  const parsed = parseImageRef(ref)
  if (!parsed) return null
  const { id, width, height, format } = parsed
  return `${CMS_CDN_HOST}/images/${projectId}/${dataset}/${id}-${width}x${height}.${format}`
}

function replaceHost(url: string, host: string): string {
  // Compare the whole origin: 'https://cdn.sanity.io.evil.example' is not the CMS CDN.
  if (!url.startsWith(`${CMS_CDN_HOST}/`)) return url
  return `${host.replace(/\/+$/, '')}${url.slice(CMS_CDN_HOST.length)}`
}

/**
 * Image source: the CMS CDN host becomes the product's image CDN host; a width is set as the
 * query parameter 'w' (capped at MAX_IMAGE_WIDTH), with SPEC §9's quality 80 and automatic
 * format for the resized image.
 */
export function imageSrc(src: string, width: number | undefined, imageCdnHost: string): string {
  const rewritten = replaceHost(src, imageCdnHost)
  if (width === undefined) return rewritten
  const [base, query = ''] = rewritten.split('?') as [string, string?]
  const params = new URLSearchParams(query)
  params.set('w', String(Math.min(Math.round(width), MAX_IMAGE_WIDTH)))
  params.set('q', String(DEFAULT_QUALITY))
  params.set('auto', 'format')
  return `${base}?${params.toString()}`
}

/** Video source: the CMS CDN host becomes the video CDN host; no URL gives ''. */
export function videoSrc(url: string | null | undefined, videoCdnHost: string): string {
  if (!url) return ''
  return replaceHost(url, videoCdnHost)
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

/** The pixel size of an image after the editor's crop (the whole image without one). */
export function croppedSize(
  image: { width: number; height: number },
  crop: ImageCrop | null | undefined,
): { width: number; height: number } {
  const width = Math.round(image.width * (1 - fraction(crop?.left) - fraction(crop?.right)))
  const height = Math.round(image.height * (1 - fraction(crop?.top) - fraction(crop?.bottom)))
  // A crop that leaves nothing is ignored rather than drawing an empty image.
  if (width < 1 || height < 1) return { width: image.width, height: image.height }
  return { width, height }
}

/**
 * The image CDN's `rect` parameter for an editor's crop: `left,top,width,height` in pixels of the
 * original, computed as @sanity/image-url does (kept out of the browser bundle: CmsImage also
 * renders in the header's client code). Null when the crop cuts nothing or leaves nothing.
 */
export function cropRect(
  image: { width: number; height: number },
  crop: ImageCrop | null | undefined,
): string | null {
  if (!crop) return null
  const left = Math.round(fraction(crop.left) * image.width)
  const top = Math.round(fraction(crop.top) * image.height)
  const width = Math.round(image.width - fraction(crop.right) * image.width - left)
  const height = Math.round(image.height - fraction(crop.bottom) * image.height - top)
  if (width < 1 || height < 1) return null
  if (left === 0 && top === 0 && width === image.width && height === image.height) return null
  return `${left},${top},${width},${height}`
}
