import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { ANALYTICS_CONFIG, anyConfigured } from '@/analytics/config'
import { CONSENT_MODE } from '@/analytics/consent'
import { LazyConsentBanner, LazyThirdParties } from '@/analytics/LazyThirdParties'
import { TrackingCapture } from '@/analytics/TrackingCapture'
import { BuildVersion } from '@/components/layout/BuildVersion'
import { publicSiteUrl } from '@/lib/seo'
import { FALLBACK_PRODUCT_NAME } from '@/lib/site'
import { Providers } from '@/theme/Providers'
import { fixedColors } from '@/theme/tokens'
import { isEmbedded } from '@/sanity/env'
import { DevContentRefresh } from './DevContentRefresh'
import { inter, mono } from './fonts'

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
}

export const viewport: Viewport = {
  themeColor: fixedColors.night,
  width: 'device-width',
  initialScale: 1,
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${mono.variable}`}>
      <body>
        <Providers>
          {children}
          {/* Issue 11: only with NEXT_PUBLIC_CONSENT_MODE opt-in or opt-out; decided at build, so
              a site without it ships none of its code. */}
          {CONSENT_MODE !== 'off' && <LazyConsentBanner />}
        </Providers>
        <BuildVersion version={process.env.NEXT_PUBLIC_BUILD_VERSION || 'dev'} />
        <TrackingCapture />
        {anyConfigured(ANALYTICS_CONFIG) && <LazyThirdParties />}
        {/* Issue 12: `npm run dev` shows a saved content/dataset.ndjson at once. */}
        {process.env.NODE_ENV === 'development' && isEmbedded && <DevContentRefresh />}
      </body>
    </html>
  )
}
