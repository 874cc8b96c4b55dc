import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { BuildVersion } from '@/components/layout/BuildVersion'
import { Providers } from '@/theme/Providers'
import { inter, mono } from './fonts'

const siteUrl = process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: 'Forgeline', template: '%s | Forgeline' },
  description:
    'Build software in your browser with an AI agent that plans, codes and ships with you.',
}

export const viewport: Viewport = {
  themeColor: '#0b1419',
  width: 'device-width',
  initialScale: 1,
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${mono.variable}`}>
      <body>
        <div id="top" tabIndex={-1} />
        <Providers>{children}</Providers>
        <BuildVersion version={process.env.NEXT_PUBLIC_BUILD_VERSION ?? 'dev'} />
      </body>
    </html>
  )
}
