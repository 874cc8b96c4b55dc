import type { MetadataRoute } from 'next'
import { pagePath } from '@/lib/links'
import { sanityFetch } from '@/sanity/fetch'
import { PAGE_SLUGS_QUERY } from '@/sanity/queries'

const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = (await sanityFetch({ query: PAGE_SLUGS_QUERY, tags: ['page'] })) ?? []
  return pages
    .filter((p) => p.slug)
    .map((p) => ({ url: `${siteUrl}${pagePath(p.slug)}`, lastModified: p._updatedAt ?? undefined }))
}
