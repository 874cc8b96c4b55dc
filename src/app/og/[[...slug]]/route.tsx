// Issue 9: the share card of a page without a share image of its own: its title on the site's
// dark surface, drawn at build time with next/og's bundled font. Text is limited to what that
// font draws (shareCardText), so the renderer never fetches a font or an emoji.
import { ImageResponse } from 'next/og'
import { SHARE_IMAGE_SIZE, shareCardText } from '@/lib/seo'
import { FALLBACK_PRODUCT_NAME } from '@/lib/site'
import { getCatchAllSlugs, getHomePage, getPage } from '@/sanity/pages'
import { siteThemeColors } from '@/theme/tokens'

export const dynamic = 'force-static'

interface Context {
  params: Promise<{ slug?: string[] }>
}

export async function generateStaticParams() {
  const slugs = await getCatchAllSlugs([])
  return [{ slug: [] }, ...slugs.map((slug) => ({ slug: slug.split('/') }))]
}

export async function GET(_request: Request, { params }: Context) {
  const { slug } = await params
  const page = slug?.length ? await getPage(slug.join('/'), false) : await getHomePage(false)
  if (!page) return new Response('Not found.\n', { status: 404 })
  const productName = page.settings?.productName || FALLBACK_PRODUCT_NAME
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 80,
        background: siteThemeColors.backgroundColor,
        color: siteThemeColors.textColor,
      }}
    >
      <div style={{ display: 'flex', fontSize: 36, color: siteThemeColors.colorAccent }}>
        {shareCardText(productName)}
      </div>
      <div style={{ display: 'flex', fontSize: 68, lineHeight: 1.1, maxWidth: 1000 }}>
        {shareCardText(page.title ?? productName)}
      </div>
      <div style={{ display: 'flex', fontSize: 28, opacity: 0.8 }}>
        {shareCardText(page.description ?? page.settings?.defaultDescription)}
      </div>
    </div>,
    SHARE_IMAGE_SIZE,
  )
}
