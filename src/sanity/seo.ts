import 'server-only'
// Issue 9: a CMS page's metadata and structured data, from its data and the site's public URL.
import type { Metadata } from 'next'
import { cmsImageUrl } from '@/lib/media'
import {
  articleJsonLd,
  breadcrumbJsonLd,
  homeJsonLd,
  isArticle,
  pageMetadata,
  publicSiteUrl,
  SHARE_IMAGE_SIZE,
} from '@/lib/seo'
import { FALLBACK_COMPANY_NAME, FALLBACK_PRODUCT_NAME } from '@/lib/site'
import { assetProjectId, dataset, imageCdnHost } from './env'
import { sanityFetch } from './fetch'
import type { PageData } from './pages'
import { PAGE_SLUGS_QUERY } from './queries'
import { stegaClean } from './stega'
import { PAGE_LIST_TAG } from './tags'

function shareImageUrl(page: PageData): string | null {
  const source = { projectId: assetProjectId, dataset, imageCdnHost }
  // Cut to the declared 1200×630 around the editor's hotspot, inside their crop.
  return cmsImageUrl(page.shareImage, source, SHARE_IMAGE_SIZE)
}

// Metadata and JSON-LD take a page's titles and descriptions clean (issue 35): in the
// Presentation tool they carry stega for the text on the page, which must not reach <title>,
// meta tags or structured data.
export function cmsPageMetadata(encodedPage: PageData, options: { home?: boolean } = {}): Metadata {
  const page = stegaClean(encodedPage)
  return pageMetadata(
    { ...page, shareImageUrl: shareImageUrl(page) },
    { siteUrl: publicSiteUrl(), fallbackProductName: FALLBACK_PRODUCT_NAME, home: options.home },
  )
}

/** JSON-LD: Organization and WebSite on home, BreadcrumbList on nested pages, Article on posts. */
export async function cmsPageJsonLd(encodedPage: PageData, options: { home?: boolean } = {}) {
  const page = stegaClean(encodedPage)
  const siteUrl = publicSiteUrl()
  const companyName = page.settings?.companyName || FALLBACK_COMPANY_NAME
  if (options.home) {
    return homeJsonLd({
      siteUrl,
      productName: page.settings?.productName || FALLBACK_PRODUCT_NAME,
      companyName,
      description: page.description || page.settings?.defaultDescription,
    })
  }
  const slug = page.slug ?? ''
  const data: Record<string, unknown>[] = []
  if (slug.includes('/')) {
    const pages = (await sanityFetch({ query: PAGE_SLUGS_QUERY, tags: [PAGE_LIST_TAG] })) ?? []
    const titles = new Map(
      pages.filter((p) => p.slug && p.title).map((p) => [p.slug!, p.title!] as const),
    )
    const trail = breadcrumbJsonLd(slug, page.title ?? slug, { siteUrl, titles })
    if (trail) data.push(trail)
  }
  if (isArticle(slug)) {
    data.push(
      articleJsonLd({ ...page, shareImageUrl: shareImageUrl(page) }, { siteUrl, companyName }),
    )
  }
  return data
}
