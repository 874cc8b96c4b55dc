import type { Metadata } from 'next'
import { FALLBACK_PRODUCT_NAME } from '@/lib/site'
import { getSiteChrome } from '@/sanity/pages'
import { metadata as siteMetadata, viewport } from './layout'
import { NoticePage } from '@/components/layout/NoticePage'
import { NOT_FOUND } from './notFound'
import { SiteDocument } from './SiteDocument'

// The 404 page (next.config.ts, experimental.globalNotFound): prerendered as /_not-found, which
// the proxy sends for every address it knows to be missing (src/server/http/notFoundPage.ts).
// Next renders it without the root layout, so it draws the same document itself, with the site's
// header and footer. Issue 10: unlike not-found.tsx, no page carries it in its payload.
export const metadata: Metadata = {
  ...siteMetadata,
  title: `Page not found | ${FALLBACK_PRODUCT_NAME}`,
}
export { viewport }

export default async function GlobalNotFound() {
  return (
    <SiteDocument>
      <NoticePage chrome={await getSiteChrome()} {...NOT_FOUND} />
    </SiteDocument>
  )
}
