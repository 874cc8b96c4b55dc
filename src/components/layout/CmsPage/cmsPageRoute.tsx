import 'server-only'
// The steps every content-managed route takes (issue 13): read draft mode, load the page, the
// 404 page when there is none, the page's metadata (issue 9), and the page in its shell with its
// structured data. A route file says only which page it shows:
//
//   const route = cmsPageRoute({ load: (_props, draft) => getPage('agent3', draft) })
//   export const generateMetadata = route.generateMetadata
//   export default route.Page
//
// Imported by path, not from ./index: that barrel is also Storybook's, and this module is
// server-only (next/headers, the CMS fetch).
import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import type { PageData } from '@/sanity/pages'
import { cmsPageJsonLd, cmsPageMetadata } from '@/sanity/seo'
import { CmsPage } from './CmsPage'

export interface CmsPageRouteOptions<Props> {
  /**
   * Loads the route's page, in draft mode or not, from the props Next gives the route (its
   * `params`). Null renders the 404 page. It runs for the metadata and for the page: make it a
   * cached loader (the `@/sanity/pages` ones are), so the CMS is asked once.
   */
  load: (props: Props, draft: boolean) => Promise<PageData | null>
  /** The home page: its own title form and Organization/WebSite structured data. Default false. */
  home?: boolean
  /** The metadata when there is no page. Default none (the 404 page brings its own). */
  fallbackMetadata?: Metadata
}

export interface CmsPageRoute<Props> {
  /** The route's `generateMetadata` export. */
  generateMetadata: (props: Props) => Promise<Metadata>
  /** The route's default export. */
  Page: (props: Props) => Promise<React.JSX.Element>
}

/** A content-managed route's page component and `generateMetadata`, from its page loader. */
export function cmsPageRoute<Props = object>({
  load,
  home = false,
  fallbackMetadata = {},
}: CmsPageRouteOptions<Props>): CmsPageRoute<Props> {
  const seo = { home }

  async function generateMetadata(props: Props): Promise<Metadata> {
    const page = await load(props, (await draftMode()).isEnabled)
    return page ? cmsPageMetadata(page, seo) : fallbackMetadata
  }

  async function Page(props: Props) {
    const draft = (await draftMode()).isEnabled
    const page = await load(props, draft)
    if (!page) notFound()
    return <CmsPage page={page} draftMode={draft} structuredData={await cmsPageJsonLd(page, seo)} />
  }

  return { generateMetadata, Page }
}
