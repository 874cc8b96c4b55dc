// SPEC §3 Image value and §9 Images: the asset reference gives the size, the media rules give
// the URLs (built by @sanity/image-url), alt text falls back to the caption, and the blurred lqip
// shows while loading. The editor's crop is applied in the URL as the image CDN's `rect` (issue
// 10) and sets the aspect ratio; the hotspot is the focus of an image a layout covers (object-position). SVGs are drawn
// as a masked shape in the text colour (SPEC §9).
import type { ComponentPropsWithoutRef, CSSProperties } from 'react'
import styled from 'styled-components'
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
import { editProps } from '@/lib/editAttributes'
import { iconUrl as iconUrlFrom, type IconValue } from '@/lib/icons'
import { safeCssUrl } from '@/lib/safeValues'
import { assetProjectId, dataset, imageCdnHost } from '@/sanity/env'

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

export interface CmsImageProps extends Omit<
  ComponentPropsWithoutRef<'img'>,
  'src' | 'alt' | 'width' | 'height'
> {
  value: CmsImageValue | null | undefined
  /** Display width in px. Default: the smaller of the original width and 800. */
  width?: number
  /** The `sizes` attribute. Default: '(max-width: 1200px) 100vw, 1200px'. */
  sizes?: string
  /**
   * Load at once, at high priority (the image that opens the page, `withLcpImagePriority`),
   * instead of lazily. Default: false.
   */
  priority?: boolean
}

/**
 * Issue 37: an image that loads at once sits in a `<picture>` that takes no box. React preloads
 * every other eager image, from this page's head and from its payload, and a link that prefetches
 * this page would then preload the image on the page that has the link. The browser finds it in
 * the HTML as early either way.
 */
const NoPreload = styled.picture`
  display: contents;
`

const Img = styled.img`
  background-size: cover;
  background-repeat: no-repeat;
`

/** An SVG image: its shape as a mask over the text colour, at the image's aspect ratio. */
const SvgMask = styled.span`
  display: inline-block;
  max-width: 100%;
  height: auto;
  background-color: currentColor;
  mask: var(--fl-image-mask) center / contain no-repeat;
  -webkit-mask: var(--fl-image-mask) center / contain no-repeat;
`

/** This site's asset source (env). */
const imageSource: ImageSource = { projectId: assetProjectId, dataset, imageCdnHost }

export function CmsImage({
  value,
  width,
  sizes = DEFAULT_SIZES,
  priority = false,
  style,
  ...rest
}: CmsImageProps) {
  const image = value?.image
  const parsed = parseImageRef(image?.asset?._ref)
  // The editor's crop is cut out in every URL (`rect`); at a width, the image is resized too.
  const at = (w?: number) => cmsImageUrl(image, imageSource, { width: w })
  const original = at()
  if (!parsed || !original) return null
  const size = croppedSize(parsed, image?.crop)
  const alt = value?.altText || value?.caption || ''
  const displayWidth = width ?? defaultImageWidth(size.width)
  const displayHeight = Math.round((displayWidth * size.height) / size.width)
  const hotspot = image?.hotspot
  const objectPosition =
    hotspot && Number.isFinite(hotspot.x) && Number.isFinite(hotspot.y)
      ? `${Math.round(hotspot.x! * 1000) / 10}% ${Math.round(hotspot.y! * 1000) / 10}%`
      : undefined

  if (parsed.format === 'svg') {
    const mask = safeCssUrl(original)
    if (!mask) return null
    return (
      <SvgMask
        className={rest.className}
        {...editProps(value)}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        style={
          {
            '--fl-image-mask': `url("${mask}")`,
            width: displayWidth,
            aspectRatio: `${size.width} / ${size.height}`,
            ...(style as CSSProperties),
          } as CSSProperties
        }
      />
    )
  }
  // GIFs are served as they are (cmsImageUrl never resizes them): no srcset.
  const resizable = parsed.format !== 'gif'
  // The blurred placeholder goes into CSS: only an inline base64 image (issue 9).
  const lqip = safeCssUrl(value?.image?.lqip)
  const placeholder = lqip?.startsWith('data:') ? lqip : null
  const img = (
    <Img
      {...editProps(value)}
      {...rest}
      src={at(displayWidth) ?? original}
      srcSet={
        resizable
          ? srcSetWidths(size.width)
              .map((w) => `${at(w) ?? original} ${w}w`)
              .join(', ')
          : undefined
      }
      sizes={resizable ? sizes : undefined}
      alt={alt}
      width={displayWidth}
      height={displayHeight}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={{
        ...(placeholder ? { backgroundImage: `url(${placeholder})` } : {}),
        ...(objectPosition ? { objectPosition, backgroundPosition: objectPosition } : {}),
        ...(style as CSSProperties),
      }}
    />
  )
  return priority ? <NoPreload>{img}</NoPreload> : img
}

/** The URL of a decorative icon asset (plain `image` fields: nav and feature icons) from this
 * site's asset source; the rule is lib/icons. */
export function iconUrl(icon: IconValue | null | undefined): string | null {
  return iconUrlFrom(icon, imageSource)
}
