import type { MetadataRoute } from 'next'
import { pagePath } from '@/lib/links'
import { publicSiteUrl } from '@/lib/seo'
import { sanityFetch } from '@/sanity/fetch'
import { HOME_SLUG_QUERY, PAGE_SLUGS_QUERY } from '@/sanity/queries'
import { PAGE_LIST_TAG } from '@/sanity/tags'

// Issue 9: every indexable page with the date its document last changed; pages marked noindex
// stay out. With no public site URL configured the sitemap is empty (no localhost addresses).
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = publicSiteUrl()
  if (!siteUrl) return []
  const [pages, homeSlug] = await Promise.all([
    sanityFetch({ query: PAGE_SLUGS_QUERY, tags: [PAGE_LIST_TAG] }),
    sanityFetch({ query: HOME_SLUG_QUERY, tags: ['siteSettings'] }),
  ])
  return (pages ?? [])
    .filter((p) => p.slug && !p.noindex)
    .map((p) => ({
      url: `${siteUrl}${p.slug === homeSlug ? '/' : pagePath(p.slug)}`,
      lastModified: p._updatedAt ?? undefined,
    }))
}
