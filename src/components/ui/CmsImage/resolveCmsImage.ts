// SPEC §3 Image value and §9 Images, as plain rules (the CmsImage component draws the result): the
// asset reference gives the size, lib/media the URLs (built by @sanity/image-url), alt text falls
// back to the caption, and the blurred lqip shows while loading. The editor's crop is cut out in
// the URL as the image CDN's `rect` (issue 10) and sets the aspect ratio; the hotspot is the focus
// of an image a layout covers (object-position). SVGs are drawn as a masked shape.
import { editProps } from '@/lib/editAttributes'
import {
  cmsImageUrl,
  croppedSize,
  DEFAULT_SIZES,
  defaultImageWidth,
  parseImageRef,
  srcSetWidths,
  type ImageCrop,
  type ImageHotspot,
  type ImageSource,
} from '@/lib/media'
import { safeCssUrl } from '@/lib/safeValues'
import type { ResolvedCmsImage } from './CmsImageView'

/** An image value as the queries project it (`imageWithAlt`). */
export interface CmsImageValue {
  altText?: string | null
  caption?: string | null
  image?: {
    asset?: { _ref?: string } | null
    crop?: ImageCrop | null
    hotspot?: ImageHotspot | null
    lqip?: string | null
  } | null
}

export interface CmsImageOptions {
  /** Display width in px. Default: the smaller of the (cropped) original width and 800. */
  width?: number
  /** The `sizes` attribute. Default: '(max-width: 1200px) 100vw, 1200px'. */
  sizes?: string
}

/**
 * What an image value shows from an asset source: URLs, display size, alt text, placeholder and
 * focus. Null when there is no readable asset (nothing is drawn). Keys without a value are left
 * out, not set to undefined: a resolved image handed to a client component is in the page's
 * payload.
 */
export function resolveCmsImage(
  value: CmsImageValue | null | undefined,
  source: ImageSource,
  { width, sizes = DEFAULT_SIZES }: CmsImageOptions = {},
): ResolvedCmsImage | null {
  const image = value?.image
  const parsed = parseImageRef(image?.asset?._ref)
  // The editor's crop is cut out in every URL (`rect`); at a width, the image is resized too.
  const at = (w?: number) => cmsImageUrl(image, source, { width: w })
  const original = at()
  if (!parsed || !original) return null
  const size = croppedSize(parsed, image?.crop)
  const alt = value?.altText || value?.caption || ''
  const displayWidth = width ?? defaultImageWidth(size.width)
  const edit = editProps(value)

  if (parsed.format === 'svg') {
    const mask = safeCssUrl(original)
    if (!mask) return null
    const aspectRatio = `${size.width} / ${size.height}`
    return { kind: 'svg', mask, alt, width: displayWidth, aspectRatio, edit }
  }
  const hotspot = image?.hotspot
  const objectPosition =
    hotspot && Number.isFinite(hotspot.x) && Number.isFinite(hotspot.y)
      ? `${Math.round(hotspot.x! * 1000) / 10}% ${Math.round(hotspot.y! * 1000) / 10}%`
      : null
  // GIFs are served as they are (cmsImageUrl never resizes them): no srcset.
  const resizable = parsed.format !== 'gif'
  // The blurred placeholder goes into CSS: only an inline base64 image (issue 9).
  const lqip = safeCssUrl(image?.lqip)
  const placeholder = lqip?.startsWith('data:') ? lqip : null
  return {
    kind: 'img',
    src: at(displayWidth) ?? original,
    ...(resizable && {
      srcSet: srcSetWidths(size.width)
        .map((w) => `${at(w) ?? original} ${w}w`)
        .join(', '),
      sizes,
    }),
    alt,
    width: displayWidth,
    height: Math.round((displayWidth * size.height) / size.width),
    ...(placeholder && { placeholder }),
    ...(objectPosition && { objectPosition }),
    edit,
  }
}
