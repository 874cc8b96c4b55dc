import { permanentRedirect } from 'next/navigation'
import { cmsPageRoute } from '@/components/layout/CmsPage/cmsPageRoute'
import { HOME_SLUG } from '@/lib/links'
import { getCatchAllSlugs, getPage } from '@/sanity/pages'

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

const route = cmsPageRoute<Props>({
  load: async ({ params }, draft) => {
    const { slug } = await params
    // Next has decoded the segments already; decoding again breaks on a literal %.
    const path = slug.join('/')
    if (RESERVED.includes(path)) return null
    // The home page lives at '/', never at a second address.
    if (path === HOME_SLUG) permanentRedirect('/')
    return getPage(path, draft)
  },
})

export const generateMetadata = route.generateMetadata
export default route.Page
