import type { Metadata } from 'next'
import { NoticePage } from '@/components/layout/NoticePage'
import { Button } from '@/components/ui/Button'
import { getSiteChrome } from '@/sanity/pages'

export const metadata: Metadata = { title: 'Page not found' }

export default async function NotFound() {
  const chrome = await getSiteChrome()
  return (
    <NoticePage chrome={chrome} eyebrow="Error 404" title="We couldn’t find that page">
      <p>The link may be out of date, or the page may have moved. Try the home page instead.</p>
      <Button href="/">Go to the home page</Button>
    </NoticePage>
  )
}
