// Issue 12: cache tags, so a publish refreshes exactly what it changed. Every page query is
// tagged with its page and with the documents every page shows (settings, header, footer, promo,
// themes, forms); lists of pages with PAGE_LIST. The publish webhook (/api/revalidate) turns a
// changed document into the tags to revalidate.
import { HOME_SLUG } from '@/lib/links'

export const PAGE_LIST_TAG = 'pageList'

/** The documents every page shows: a change to one refreshes every page. */
export const SHARED_TAGS = ['siteSettings', 'header', 'footer', 'promo', 'theme', 'formDocument']

export const pageTag = (slug: string) => `page:${slug}`

/** The tags of one page's query. */
export function pageTags(slug: string): string[] {
  return [pageTag(slug), ...SHARED_TAGS]
}

/** The home page: its own slug's tag (site settings choose which page it is). */
export const homeTags = () => pageTags(HOME_SLUG)

export interface ChangedDocument {
  _type?: unknown
  _id?: unknown
  slug?: unknown
}

/** The tags a changed document invalidates, or null when the body does not name one. */
export function tagsForChange(doc: ChangedDocument | null | undefined): string[] | null {
  if (!doc || typeof doc._type !== 'string' || !doc._type) return null
  if (doc._type === 'page') {
    const slug = typeof doc.slug === 'string' && doc.slug ? doc.slug : null
    // A page without its slug in the body (deleted, or a projection without it): all pages.
    return slug ? [pageTag(slug), PAGE_LIST_TAG] : ['page', PAGE_LIST_TAG]
  }
  if (SHARED_TAGS.includes(doc._type)) return [doc._type]
  // Redirects are re-read by the proxy itself; other types do not reach a page.
  return []
}
