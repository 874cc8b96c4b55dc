// Issue 9 and issue 37: a page's own share image in its metadata and JSON-LD, cut to the size the
// metadata declares (SHARE_IMAGE_SIZE) around the editor's hotspot. The embedded dataset's asset
// source (no project id in the test environment): served by the site itself.
import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
vi.mock('./fetch', () => ({ sanityFetch: async () => [] }))
const { cmsPageJsonLd, cmsPageMetadata } = await import('./seo')

const shareImage = {
  asset: { _ref: 'image-abc123-1600x1000-png', _type: 'reference' },
  crop: null,
  hotspot: { x: 0.5, y: 0.9, width: 0.2, height: 0.2 },
}
const page = (fields: object) => ({ title: 'Shipping with agents', ...fields }) as never

describe('share image (SHARE_IMAGE_SIZE, hotspot honoured)', () => {
  it('is the 1600×840 band nearest the hotspot, filled to 1200×630', async () => {
    const url =
      '/images/embedded/migration/abc123-1600x1000.png?rect=0,160,1600,840&w=1200&h=630&q=80&fit=crop&auto=format'
    const metadata = cmsPageMetadata(page({ slug: 'blog/shipping-with-agents', shareImage }))
    expect(metadata.openGraph?.images).toEqual([
      { url, width: 1200, height: 630, alt: 'Shipping with agents' },
    ])
    expect(metadata.twitter?.images).toEqual([url])
    const jsonLd = await cmsPageJsonLd(page({ slug: 'blog/shipping-with-agents', shareImage }))
    expect(JSON.stringify(jsonLd)).toContain(url)
  })

  it('is the centre band without a hotspot, and none without an image', () => {
    const centred = cmsPageMetadata(
      page({ slug: 'pricing', shareImage: { ...shareImage, hotspot: null } }),
    )
    expect(centred.openGraph?.images).toEqual([
      expect.objectContaining({
        url: '/images/embedded/migration/abc123-1600x1000.png?rect=0,80,1600,840&w=1200&h=630&q=80&fit=crop&auto=format',
      }),
    ])
    const none = cmsPageMetadata(page({ slug: 'pricing', shareImage: null }))
    expect(JSON.stringify(none)).not.toContain('/images/')
  })
})
