import 'server-only'
// Page loaders shared by the routes; React's cache() de-duplicates the fetch between
// generateMetadata and the page render.
import { cache } from 'react'
import { sanityFetch } from './fetch'
import { HOME_PAGE_QUERY, HOME_SLUG_QUERY, PAGE_QUERY, PAGE_SLUGS_QUERY } from './queries'
import { homeTags, PAGE_LIST_TAG, pageTags } from './tags'
import { withEditAttributes } from './visualEditing'

// In draft mode each editable object also carries its `data-sanity` value (click-to-edit).
export const getHomePage = cache(async (draft: boolean) => {
  const page = await sanityFetch({ query: HOME_PAGE_QUERY, draft, tags: ['page', ...homeTags()] })
  return draft ? withEditAttributes(page) : page
})

export const getPage = cache(async (slug: string, draft: boolean) => {
  const page = await sanityFetch({
    query: PAGE_QUERY,
    params: { slug },
    draft,
    tags: ['page', ...pageTags(slug)],
  })
  return draft ? withEditAttributes(page) : page
})

/** Every page slug except the home page's and those with a route of their own. */
export async function getCatchAllSlugs(reserved: readonly string[]): Promise<string[]> {
  const [pages, homeSlug] = await Promise.all([
    sanityFetch({ query: PAGE_SLUGS_QUERY, tags: [PAGE_LIST_TAG] }),
    sanityFetch({ query: HOME_SLUG_QUERY, tags: ['siteSettings'] }),
  ])
  return (pages ?? [])
    .map((p) => p.slug)
    .filter((slug): slug is string => !!slug && slug !== homeSlug && !reserved.includes(slug))
}

export type PageData = NonNullable<Awaited<ReturnType<typeof getPage>>>

/**
 * The site chrome (header, promo, footer, settings) for routes that are not CMS pages: the 404
 * page and the login/sign-up notices. Taken from the home page, without its modules.
 */
export async function getSiteChrome() {
  const home = await getHomePage(false)
  return home ? { ...home, modules: [], headerTheme: null, theme: null } : null
}
