// The markup of a CMS image whose URLs, size and text are already worked out (resolveCmsImage):
// an img with its blurred placeholder, or an SVG drawn as a masked shape in the text colour (SPEC
// §9). It holds no URL code, so a client component can show an image the server resolved: the
// header's mega menu shows its promoted image this way (issue 37).
import type { ComponentPropsWithoutRef, CSSProperties } from 'react'
import styled from 'styled-components'

interface ResolvedCommon {
  /** The alternative text ('' for a decorative image). */
  alt: string
  /** The display width in px. */
  width: number
  /** Draft mode's click-to-edit attribute (editProps): `{}` on the published site. */
  edit: { 'data-sanity'?: string }
}

/** A bitmap: its URL at the display width, and the srcset and sizes of a resizable one. */
export interface ResolvedBitmap extends ResolvedCommon {
  kind: 'img'
  src: string
  srcSet?: string
  sizes?: string
  height: number
  /** The blurred placeholder, an inline base64 image for CSS. */
  placeholder?: string
  /** The hotspot, as `object-position`. */
  objectPosition?: string
}

/** An SVG, drawn as a mask at its aspect ratio. */
export interface ResolvedSvg extends ResolvedCommon {
  kind: 'svg'
  /** The URL, safe in CSS `url("…")`. */
  mask: string
  aspectRatio: string
}

/** A CMS image as its markup needs it (resolveCmsImage). */
export type ResolvedCmsImage = ResolvedBitmap | ResolvedSvg

export interface CmsImageViewProps extends Omit<
  ComponentPropsWithoutRef<'img'>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height'
> {
  image: ResolvedCmsImage
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

/**
 * The blurred placeholder comes in the element's `--fl-placeholder` and is used here, in the
 * stylesheet (issue 37): as a `style` attribute's background, each inline image counted as a
 * request of the HTML's, which Lighthouse's simulation ran beside the render-blocking stylesheet.
 */
const Img = styled.img`
  background: var(--fl-placeholder) 0 0 / cover no-repeat;
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

export function CmsImageView({ image, priority = false, style, ...rest }: CmsImageViewProps) {
  if (image.kind === 'svg') {
    return (
      <SvgMask
        className={rest.className}
        {...image.edit}
        role={image.alt ? 'img' : undefined}
        aria-label={image.alt || undefined}
        aria-hidden={image.alt ? undefined : true}
        style={
          {
            '--fl-image-mask': `url("${image.mask}")`,
            width: image.width,
            aspectRatio: image.aspectRatio,
            ...(style as CSSProperties),
          } as CSSProperties
        }
      />
    )
  }
  const { placeholder, objectPosition } = image
  const img = (
    <Img
      {...image.edit}
      {...rest}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={{
        ...(placeholder ? { '--fl-placeholder': `url(${placeholder})` } : {}),
        ...(objectPosition ? { objectPosition, backgroundPosition: objectPosition } : {}),
        ...(style as CSSProperties),
      }}
    />
  )
  return priority ? <NoPreload>{img}</NoPreload> : img
}
