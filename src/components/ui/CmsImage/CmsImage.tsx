// SPEC §3 Image value and §9 Images: an image value from the CMS, drawn from this site's asset
// source. The rules (URLs, size, alt text, placeholder, focus) are resolveCmsImage; the markup is
// CmsImageView.
import { iconUrl as iconUrlFrom, type IconValue } from './icons'
import type { ImageSource } from '@/lib/media'
import { assetProjectId, dataset, imageCdnHost } from '@/sanity/env'
import { CmsImageView, type CmsImageViewProps, type ResolvedCmsImage } from './CmsImageView'
import { resolveCmsImage, type CmsImageOptions, type CmsImageValue } from './resolveCmsImage'

export interface CmsImageProps extends Omit<CmsImageViewProps, 'image'>, CmsImageOptions {
  value: CmsImageValue | null | undefined
}

/** This site's asset source (env). */
const imageSource: ImageSource = { projectId: assetProjectId, dataset, imageCdnHost }

export function CmsImage({ value, width, sizes, ...rest }: CmsImageProps) {
  const image = resolveCmsImage(value, imageSource, { width, sizes })
  return image ? <CmsImageView image={image} {...rest} /> : null
}

/**
 * An image value resolved from this site's asset source, for a client component that draws it
 * with CmsImageView (the header's mega menu): the URL code stays on the server.
 */
export function resolveSiteImage(
  value: CmsImageValue | null | undefined,
  options?: CmsImageOptions,
): ResolvedCmsImage | null {
  return resolveCmsImage(value, imageSource, options)
}

/** The URL of a decorative icon asset (plain `image` fields: nav and feature icons) from this
 * site's asset source; the rule is ./icons. */
export function iconUrl(icon: IconValue | null | undefined): string | null {
  return iconUrlFrom(icon, imageSource)
}
