// SPEC §3 Media source rules for decorative icons (plain `image` fields: nav, feature and marquee
// icons): an uploaded asset reference or a URL, served from the product's image CDN, never resized.
import { imageAssetUrl, imageSrc } from './media'

/** An icon field as the queries project it. */
export interface IconValue {
  asset?: { _ref?: string } | null
  url?: string | null
}

/** Where asset URLs point: the CMS project and dataset, and the image CDN host that serves them. */
export interface IconSource {
  projectId: string
  dataset: string
  imageCdnHost: string
}

/** The URL of an icon: its own URL first, else its asset's; null when it has neither. */
export function iconUrl(icon: IconValue | null | undefined, source: IconSource): string | null {
  const ref = icon?.asset?._ref
  const url = icon?.url || (ref ? imageAssetUrl(ref, source.projectId, source.dataset) : null)
  return url ? imageSrc(url, undefined, source.imageCdnHost) : null
}
