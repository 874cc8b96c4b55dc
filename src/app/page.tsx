import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { CmsPage } from '@/components/layout/CmsPage'
import { getHomePage } from '@/sanity/pages'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getHomePage((await draftMode()).isEnabled)
  return { title: { absolute: page?.title ?? 'Forgeline' }, description: page?.description }
}

export default async function HomePage() {
  const draft = (await draftMode()).isEnabled
  const page = await getHomePage(draft)
  if (!page) notFound()
  return <CmsPage page={page} draftMode={draft} />
}
