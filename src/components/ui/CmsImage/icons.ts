// SPEC §3 Media source rules for decorative icons (plain `image` fields: nav, feature and marquee
// icons): an uploaded asset reference or a URL, served from the product's image CDN, never resized.
import { cmsImageUrl, onCdnHost, type ImageSource } from '../../../lib/media'

/** An icon field as the queries project it. */
export interface IconValue {
  asset?: { _ref?: string } | null
  url?: string | null
}

/** An icon's URL: its own URL first, else its asset's, never resized; null when it has neither. */
export function iconUrl(icon: IconValue | null | undefined, source: ImageSource): string | null {
  if (icon?.url) return onCdnHost(icon.url, source.imageCdnHost)
  return cmsImageUrl(icon?.asset?._ref, source)
}
