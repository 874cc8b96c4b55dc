import type { Metadata } from 'next'
import { Notice } from '@/components/layout/NoticePage'
import { NOT_FOUND } from './notFound'

// What a page shows when its route calls notFound() after all (a page unpublished since the
// proxy's list of pages was loaded, or a client navigation to one). Next renders this inside the
// root layout of every page and sends it in each page's payload, for later: so it is the notice
// alone, without the site's header and footer (their markup would double what every page already
// carries: ~0.4 KB gzip a page, issue 10). An address the proxy knows to be missing gets the whole
// 404 page, global-not-found.tsx, prerendered.
export const metadata: Metadata = { title: 'Page not found' }

export default function NotFound() {
  return (
    <main id="main">
      <Notice {...NOT_FOUND} />
    </main>
  )
}
