import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { CmsPage } from '@/components/layout/CmsPage'
import { FALLBACK_PRODUCT_NAME } from '@/lib/site'
import { getHomePage } from '@/sanity/pages'
import { cmsPageJsonLd, cmsPageMetadata } from '@/sanity/seo'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getHomePage((await draftMode()).isEnabled)
  return page
    ? cmsPageMetadata(page, { home: true })
    : { title: { absolute: FALLBACK_PRODUCT_NAME } }
}

export default async function HomePage() {
  const draft = (await draftMode()).isEnabled
  const page = await getHomePage(draft)
  if (!page) notFound()
  return (
    <CmsPage
      page={page}
      draftMode={draft}
      structuredData={await cmsPageJsonLd(page, { home: true })}
    />
  )
}
