import type { Metadata } from 'next'
import { NoticePage } from '@/components/layout/NoticePage'
import { getSiteChrome } from '@/sanity/pages'
import { NOT_FOUND } from './notice'

// The 404 page, with the site's header and footer: prerendered at build, and sent by the proxy,
// with status 404, for every address it knows to be missing (src/server/http/notFoundPage.ts),
// this one's own included. A page route rather than the root not-found.tsx (issue 10): Next puts
// not-found.tsx in the root layout of every page and sends it in each page's payload, for later,
// so that one is the notice alone. `_` cannot be in a page's slug (src/sanity/schema/rules.ts).
export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

export default async function NotFoundPage() {
  return <NoticePage chrome={await getSiteChrome()} {...NOT_FOUND} />
}
