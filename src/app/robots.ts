import type { MetadataRoute } from 'next'
import { publicSiteUrl } from '@/lib/seo'

export default function robots(): MetadataRoute.Robots {
  const siteUrl = publicSiteUrl()
  return {
    // /login and /signup stay crawlable so crawlers can read their noindex. Draft mode lives
    // under /api/draft-mode/, with the other API routes.
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/api/draft-mode/'] },
    ...(siteUrl ? { sitemap: `${siteUrl}/sitemap.xml` } : {}),
  }
}
