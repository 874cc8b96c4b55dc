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
