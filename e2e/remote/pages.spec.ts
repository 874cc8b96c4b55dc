// Issue 12: the remote content path (a Sanity project configured), against the local Content
// Lake stand-in: every page of the embedded dataset answers as the embedded build does.
import { expect, test } from '@playwright/test'
import { embeddedPages } from '../support/content'
import { CONTENT_LAKE_URL } from './env.mjs'
import { escapeRegExp, lake, titleOf } from './lake'

test.beforeAll(() => lake.reset())

test.describe('remote content path: every page', () => {
  test('the dataset has pages to check', () => {
    expect(embeddedPages.length).toBeGreaterThan(5)
  })

  for (const { path, title } of embeddedPages) {
    test(`${path} answers 200 with the same title as the embedded build`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      // Generated at build time from the stand-in, not rendered per request.
      expect(response.headers()['x-nextjs-prerender']).toMatch(/^1\b/)
      const { title: shown } = await titleOf(request, path)
      expect(shown).toMatch(new RegExp(`^${escapeRegExp(title)}`))
    })
  }

  test('a page in the browser: images from the image host, nothing from Sanity or elsewhere', async ({
    page,
  }) => {
    const offSite: string[] = []
    const images: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol === 'data:' || url.protocol === 'blob:') return
      if (request.resourceType() === 'image') images.push(request.url())
      if (url.hostname !== '127.0.0.1') offSite.push(request.url())
    })
    const withImages = embeddedPages.find((p) => p.path === '/agent3') ?? embeddedPages[0]!
    const response = await page.goto(withImages.path)
    expect(response?.status()).toBe(200)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    expect(images.some((url) => url.startsWith(`${CONTENT_LAKE_URL}/images/e2eproject/`))).toBe(
      true,
    )
    // Every image the page drew is really there.
    const broken = await page.$$eval('img', (imgs) =>
      imgs.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
    )
    expect(broken).toEqual([])
    expect(offSite.filter((url) => /sanity\.io/.test(url))).toEqual([])
  })

  test('published queries never carry the token', async () => {
    const requests = await lake.requests()
    expect(requests.length).toBeGreaterThan(0)
    for (const r of requests.filter((r) => r.perspective === 'published'))
      expect(r.token).toBe(false)
  })
})
