// Issue 12, item 3: the Studio's Presentation tool. It opens the site through the draft-mode
// enable route (next-sanity's handshake), lists where a document is shown ("Used on"), and knows
// which document a previewed URL is about (its main document). Loaded by sanity.config.ts, in
// Node and in the Studio bundle: relative imports, nothing from Next.
import {
  defineDocuments,
  defineLocations,
  type DocumentLocationResolvers,
  type PresentationPluginOptions,
} from 'sanity/presentation'
import { pagePath } from '../lib/links'

/** The site route that enables draft mode (src/app/api/draft-mode/enable/route.ts). */
export const DRAFT_MODE_ENABLE_PATH = '/api/draft-mode/enable'

/** The home page: the page site settings point at (as HOME_PAGE_QUERY reads it). */
const HOME_PAGE_FILTER = '_type == "page" && _id == *[_id == "siteSettings"][0].homePage._ref'

/** A route parameter as path-to-regexp gives it: `:slug+` matches segments as an array. */
function joinParam(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join('/') : (value ?? '')
}

/** Which document a previewed URL shows: '/' the home page, any other path the page by slug. */
export const mainDocuments = defineDocuments([
  { route: '/', filter: HOME_PAGE_FILTER },
  {
    route: '/:slug+',
    filter: '_type == "page" && slug.current == $slug',
    params: ({ params }) => ({ slug: joinParam(params.slug as string | string[] | undefined) }),
  },
])

/** The same place for every document shown on all pages (or offered from the header). */
function everyPage(message: string) {
  return defineLocations({
    message,
    tone: 'positive',
    locations: [{ title: 'Home page', href: '/' }],
  })
}

/** Where each document type is shown on the site. */
export const locations: DocumentLocationResolvers = {
  page: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) =>
      doc?.slug
        ? { locations: [{ title: doc.title || 'Untitled page', href: pagePath(doc.slug) }] }
        : { message: 'This page has no slug yet, so it is not on the site.', tone: 'caution' },
  }),
  header: everyPage('The header is shown on every page (unless a page hides it).'),
  footer: everyPage('The footer is shown on every page.'),
  promo: everyPage('The promo bar is shown on every page (unless a page hides it).'),
  siteSettings: everyPage('Site settings apply to every page.'),
  formDocument: everyPage(
    "A form is shown where a page's form block or the header's form button uses it.",
  ),
}

/** The Presentation tool's options for a site at `siteUrl`. */
export function presentationOptions(siteUrl: string): PresentationPluginOptions {
  return {
    previewUrl: {
      initial: siteUrl,
      previewMode: { enable: DRAFT_MODE_ENABLE_PATH },
    },
    resolve: { mainDocuments, locations },
  }
}
