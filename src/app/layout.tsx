import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { publicSiteUrl } from '@/lib/seo'
import { FALLBACK_PRODUCT_NAME } from '@/lib/site'
import { fixedColors } from '@/theme/tokens'
import { SiteDocument } from './SiteDocument'

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
  return <SiteDocument>{children}</SiteDocument>
}
