import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { CmsPage } from '@/components/layout/CmsPage'
import { HOME_SLUG } from '@/lib/links'
import { getCatchAllSlugs, getPage } from '@/sanity/pages'
import { cmsPageJsonLd, cmsPageMetadata } from '@/sanity/seo'

// Every other content-managed page. Pages published after the build render on first request
// and are then cached like the rest (ISR); unknown paths get the 404 page.
interface Props {
  params: Promise<{ slug: string[] }>
}

/** Slugs with a route file of their own. */
const RESERVED = ['agent3', 'login', 'signup']

export async function generateStaticParams() {
  const slugs = await getCatchAllSlugs(RESERVED)
  return slugs.map((slug) => ({ slug: slug.split('/') }))
}

async function load(params: Props['params']) {
  const { slug } = await params
  // Next has decoded the segments already; decoding again breaks on a literal %.
  const path = slug.join('/')
  if (RESERVED.includes(path)) return null
  // The home page lives at '/', never at a second address.
  if (path === HOME_SLUG) permanentRedirect('/')
  return getPage(path, (await draftMode()).isEnabled)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params)
  return page ? cmsPageMetadata(page) : {}
}

export default async function ContentPage({ params }: Props) {
  const page = await load(params)
  if (!page) notFound()
  return (
    <CmsPage
      page={page}
      draftMode={(await draftMode()).isEnabled}
      structuredData={await cmsPageJsonLd(page)}
    />
  )
}
