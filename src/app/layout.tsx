import type { Metadata, Viewport } from 'next'
import { draftMode } from 'next/headers'
import type { ReactNode } from 'react'
import { TrackingCapture } from '@/analytics/TrackingCapture'
import { BuildVersion } from '@/components/layout/BuildVersion'
import { publicSiteUrl } from '@/lib/seo'
import { FALLBACK_PRODUCT_NAME } from '@/lib/site'
import { Providers } from '@/theme/Providers'
import { fixedColors } from '@/theme/tokens'
import { isEmbedded } from '@/sanity/env'
import { SITE_ICON_URL } from '@/server/siteIcon'
import { inter, mono } from './fonts'
import './fonts.css'

// Every content page is regenerated at most this often (ISR, REVALIDATE_SECONDS in
// src/sanity/env.ts; a literal, as Next reads it at build time), and the CDN may serve it stale
// for as long again while it regenerates (`expireTime` in next.config.ts).
export const revalidate = 3600

export const metadata: Metadata = {
  // Canonical and share-image URLs are absolute on this origin; none without a public URL.
  ...(publicSiteUrl() ? { metadataBase: new URL(publicSiteUrl()!) } : {}),
  title: { default: FALLBACK_PRODUCT_NAME, template: `%s | ${FALLBACK_PRODUCT_NAME}` },
  description:
    'Build software in your browser with an AI agent that plans, codes and ships with you.',
  // Inline: no request at the load event, which comes just before the first paint (issue 37).
  icons: { icon: { url: SITE_ICON_URL, type: 'image/svg+xml' } },
}

export const viewport: Viewport = {
  themeColor: fixedColors.night,
  width: 'device-width',
  initialScale: 1,
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Issue 12: `npm run dev` shows a saved content/dataset.ndjson at once. Issue 11: the consent
  // banner (with a consent mode) and the third-party loaders (with a configured service). Each
  // condition is a constant of the build (next.config.ts `env`), so a build without the feature
  // drops its branch and none of its code reaches a visitor.
  const DevContentRefresh =
    process.env.NODE_ENV === 'development' && isEmbedded
      ? (await import('./DevContentRefresh')).DevContentRefresh
      : null
  // Issue 12: in draft mode with a Sanity project and a browser token, edits appear without a
  // reload (src/sanity/live.ts). Published pages never render it; the project id is a constant of
  // the build, so a build on the embedded dataset drops the branch and its client code.
  const SanityLive =
    process.env.NEXT_PUBLIC_SANITY_PROJECT_ID &&
    process.env.SANITY_API_BROWSER_TOKEN &&
    (await draftMode()).isEnabled
      ? (await import('@/sanity/live')).SanityLive
      : null
  // A page the CMS fails to render in the preview shows a notice and tries again, inside the
  // layout (PreviewErrorBoundary.tsx, a chunk that published pages never load).
  const PreviewErrorBoundary =
    process.env.NEXT_PUBLIC_SANITY_PROJECT_ID && (await draftMode()).isEnabled
      ? (await import('./LazyPreviewErrorBoundary')).LazyPreviewErrorBoundary
      : null
  const { LazyConsentBanner = null, LazyThirdParties = null } =
    process.env.FL_CONSENT_BANNER === '1' || process.env.FL_ANALYTICS_ENABLED === '1'
      ? await import('@/analytics/LazyThirdParties')
      : {}
  return (
    <html lang="en" className={`${inter.variable} ${mono.variable}`}>
      <body>
        <Providers>
          {PreviewErrorBoundary ? (
            <PreviewErrorBoundary>{children}</PreviewErrorBoundary>
          ) : (
            children
          )}
          {process.env.FL_CONSENT_BANNER === '1' && LazyConsentBanner && <LazyConsentBanner />}
        </Providers>
        <BuildVersion version={process.env.NEXT_PUBLIC_BUILD_VERSION || 'dev'} />
        <TrackingCapture />
        {process.env.FL_ANALYTICS_ENABLED === '1' && LazyThirdParties && <LazyThirdParties />}
        {DevContentRefresh && <DevContentRefresh />}
        {SanityLive && <SanityLive />}
      </body>
    </html>
  )
}
