import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { Notice, NoticePage } from '@/components/layout/NoticePage'
import { getSiteChrome } from '@/sanity/pages'
import { NOT_FOUND } from './not_found/notice'

// What a page shows when its route calls notFound(): in draft mode and under `npm run dev`, where
// the proxy lets unknown paths through to be rendered, and in production only for a page
// unpublished since the proxy's list of pages was loaded. Next renders this inside the root
// layout of every page and sends it in each page's payload, for later; so a published page
// carries the notice alone, without the site's header and footer (their markup would double what
// every page already carries: ~0.4 KB gzip a page, issue 10). An address the proxy knows to be
// missing gets the whole 404 page, not_found/page.tsx, prerendered.
export const metadata: Metadata = { title: 'Page not found' }

export default async function NotFound() {
  if (process.env.NODE_ENV === 'development' || (await draftMode()).isEnabled) {
    return <NoticePage chrome={await getSiteChrome()} {...NOT_FOUND} />
  }
  return (
    <main id="main">
      <Notice {...NOT_FOUND} />
    </main>
  )
}
