import type { MetadataRoute } from 'next'
import { pagePath } from '@/lib/links'
import { siteUrl } from '@/lib/site'
import { sanityFetch } from '@/sanity/fetch'
import { PAGE_SLUGS_QUERY } from '@/sanity/queries'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = (await sanityFetch({ query: PAGE_SLUGS_QUERY, tags: ['page'] })) ?? []
  return pages
    .filter((p) => p.slug)
    .map((p) => ({ url: `${siteUrl}${pagePath(p.slug)}`, lastModified: p._updatedAt ?? undefined }))
}
