// DESIGN §2: one content module decides the source. With a project id the Sanity CDN is used;
// without one, the embedded NDJSON dataset in content/ (no account, no network).
export const projectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || ''
export const DEFAULT_DATASET = 'migration'
export const DEFAULT_API_VERSION = '2025-10-01'
export const dataset = process.env.NEXT_PUBLIC_SANITY_DATASET || DEFAULT_DATASET
export const apiVersion = process.env.NEXT_PUBLIC_SANITY_API_VERSION || DEFAULT_API_VERSION

/** The Sanity Studio's address, for visual-editing links (empty: none). */
export const studioUrl = process.env.NEXT_PUBLIC_SANITY_STUDIO_URL || ''

/** True when no Sanity project is configured: content comes from content/dataset.ndjson. */
export const isEmbedded = projectId === ''

/** The project id image/file URLs are built with (the embedded dataset uses 'embedded'). */
export const assetProjectId = projectId || 'embedded'

/**
 * Seconds a statically generated page is served before it is regenerated (ISR). The root layout's
 * `revalidate` repeats it as a literal (Next reads route config at build time); a test keeps them
 * equal.
 */
export const REVALIDATE_SECONDS = 3600
/** How long a page may be sent stale while it regenerates (next.config.ts `expireTime`); after that its next visit waits for a fresh render. */
export const EXPIRE_SECONDS = 2 * REVALIDATE_SECONDS

/**
 * SPEC §3 Media source rules: the product's own image and video CDN hosts, which replace the CMS
 * CDN host. The embedded dataset's files are served by this site itself (public/images, public/files).
 */
export const imageCdnHost =
  process.env.NEXT_PUBLIC_IMAGE_CDN_HOST || (isEmbedded ? '' : 'https://cdn.sanity.io')
export const videoCdnHost =
  process.env.NEXT_PUBLIC_VIDEO_CDN_HOST || (isEmbedded ? '' : 'https://cdn.sanity.io')
