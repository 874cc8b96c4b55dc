import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { CmsPage } from '@/components/layout/CmsPage'
import { getPage } from '@/sanity/pages'
import { cmsPageJsonLd, cmsPageMetadata } from '@/sanity/seo'

// SPEC §2: /agent3 is the page about the agent, linked from the header as 'Agent'.
const SLUG = 'agent3'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage(SLUG, (await draftMode()).isEnabled)
  return page ? cmsPageMetadata(page) : {}
}

export default async function Agent3Page() {
  const draft = (await draftMode()).isEnabled
  const page = await getPage(SLUG, draft)
  if (!page) notFound()
  return <CmsPage page={page} draftMode={draft} structuredData={await cmsPageJsonLd(page)} />
}
