// SPEC §3 Image value and §9 Images: the asset reference gives the size, the media rules give
// the URLs, alt text falls back to the caption, and the blurred lqip shows while loading.
import type { ComponentPropsWithoutRef, CSSProperties } from 'react'
import styled from 'styled-components'
import {
  DEFAULT_SIZES,
  defaultImageWidth,
  imageAssetUrl,
  imageSrc,
  parseImageRef,
  srcSetWidths,
} from '@/lib/media'
import { safeCssUrl } from '@/lib/safeValues'
import { assetProjectId, dataset, imageCdnHost } from '@/sanity/env'

/** An image value as the queries project it (`imageWithAlt`). */
export interface CmsImageValue {
  altText?: string | null
  caption?: string | null
  image?: {
    asset?: { _ref?: string } | null
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
  /** Load at once (the hero image) instead of lazily. Default: false. */
  priority?: boolean
}

const Img = styled.img`
  background-size: cover;
  background-repeat: no-repeat;
`

export function CmsImage({
  value,
  width,
  sizes = DEFAULT_SIZES,
  priority = false,
  style,
  ...rest
}: CmsImageProps) {
  const ref = value?.image?.asset?._ref
  const parsed = parseImageRef(ref)
  const url = ref ? imageAssetUrl(ref, assetProjectId, dataset) : null
  if (!parsed || !url) return null
  const alt = value?.altText || value?.caption || ''
  const displayWidth = width ?? defaultImageWidth(parsed.width)
  const displayHeight = Math.round((displayWidth * parsed.height) / parsed.width)
  // GIFs and SVGs are served as they are: resizing would break the animation or the vector.
  const resizable = parsed.format !== 'gif' && parsed.format !== 'svg'
  // The blurred placeholder goes into CSS: only an inline base64 image (issue 9).
  const lqip = safeCssUrl(value?.image?.lqip)
  const placeholder = lqip?.startsWith('data:') ? lqip : null
  return (
    <Img
      {...rest}
      src={imageSrc(url, resizable ? displayWidth : undefined, imageCdnHost)}
      srcSet={
        resizable
          ? srcSetWidths(parsed.width)
              .map((w) => `${imageSrc(url, w, imageCdnHost)} ${w}w`)
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
        ...(style as CSSProperties),
      }}
    />
  )
}

/** The URL of a decorative icon asset (plain `image` fields: nav and feature icons). */
export function iconUrl(
  icon: { asset?: { _ref?: string } | null; url?: string | null } | null | undefined,
) {
  const ref = icon?.asset?._ref
  const url = icon?.url || (ref ? imageAssetUrl(ref, assetProjectId, dataset) : null)
  return url ? imageSrc(url, undefined, imageCdnHost) : null
}
