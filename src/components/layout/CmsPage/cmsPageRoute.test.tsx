import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageData } from '@/sanity/pages'
import { CmsPage } from './CmsPage'
import { cmsPageRoute } from './cmsPageRoute'

vi.mock('server-only', () => ({}))

let draft = false
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: draft }) }))
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND')
  },
}))

const page = {
  _id: 'page-pricing',
  _type: 'page',
  title: 'Pricing',
  slug: 'pricing',
  description: 'Plans for every team',
  settings: { productName: 'Forgeline' },
  modules: [],
} as unknown as PageData

interface Props {
  params: Promise<{ slug: string }>
}
const props: Props = { params: Promise.resolve({ slug: 'pricing' }) }

beforeEach(() => {
  draft = false
})

describe('cmsPageRoute', () => {
  it('hands the loader the route props and the draft mode, for the page and its metadata', async () => {
    const load = vi.fn(async () => page)
    const route = cmsPageRoute<Props>({ load })
    draft = true
    await route.generateMetadata(props)
    await route.Page(props)
    expect(load.mock.calls).toEqual([
      [props, true],
      [props, true],
    ])
  })

  it("renders the page in its shell with the draft flag and the page's structured data", async () => {
    const route = cmsPageRoute<Props>({ load: async () => page })
    const element = await route.Page(props)
    expect(element.type).toBe(CmsPage)
    // A top-level page has no breadcrumb and is not an article: no structured data of its own.
    expect(element.props).toEqual({ page, draftMode: false, structuredData: [] })
  })

  it("gives the page's own metadata", async () => {
    const metadata = await cmsPageRoute<Props>({ load: async () => page }).generateMetadata(props)
    expect(metadata).toMatchObject({
      title: 'Pricing',
      description: 'Plans for every team',
      openGraph: { siteName: 'Forgeline', title: 'Pricing' },
    })
  })

  it('for the home page: an absolute title and the Organization and WebSite data', async () => {
    const route = cmsPageRoute({ load: async () => page, home: true })
    expect((await route.generateMetadata({})).title).toEqual({ absolute: 'Pricing' })
    const element = await route.Page({})
    expect(
      (element.props as { structuredData: { '@type': string }[] }).structuredData.map(
        (d) => d['@type'],
      ),
    ).toEqual(['Organization', 'WebSite'])
  })

  it('without a page: the 404 page, and the fallback metadata (none by default)', async () => {
    const load = async () => null
    await expect(cmsPageRoute<Props>({ load }).Page(props)).rejects.toThrow('NEXT_NOT_FOUND')
    expect(await cmsPageRoute<Props>({ load }).generateMetadata(props)).toEqual({})
    const fallbackMetadata = { title: { absolute: 'Forgeline' } }
    expect(await cmsPageRoute<Props>({ load, fallbackMetadata }).generateMetadata(props)).toBe(
      fallbackMetadata,
    )
  })
})
