import { expect, test } from '@playwright/test'

// Issue 9: what search engines and link previews read. The test build sets NEXT_PUBLIC_SITE_URL
// (scripts/test.sh) to the site's public address.
const SITE = process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.forgeline.example'

test.describe('SEO (issue 9)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'one project is enough')

  test('a page has its canonical URL, Open Graph and Twitter tags, and a share image', async ({
    page,
    request,
  }) => {
    await page.goto('/solutions/enterprise')
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE}/solutions/enterprise`,
    )
    expect(await meta('meta[property="og:title"]')).toBe('Forgeline for Enterprise')
    expect(await meta('meta[property="og:type"]')).toBe('website')
    expect(await meta('meta[property="og:url"]')).toBe(`${SITE}/solutions/enterprise`)
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(await meta('meta[property="og:description"]')).toBeTruthy()
    const image = await meta('meta[property="og:image"]')
    expect(image).toBe(`${SITE}/og/solutions/enterprise`)
    const png = await request.get(new URL(image!).pathname)
    expect(png.status()).toBe(200)
    expect(png.headers()['content-type']).toBe('image/png')
    const bytes = await png.body()
    expect(bytes.subarray(1, 4).toString()).toBe('PNG')
    expect((await request.get('/og/no-such-page')).status()).toBe(404)
  })

  test('structured data is valid JSON-LD with the expected types', async ({ page }) => {
    const types = async (path: string) => {
      await page.goto(path)
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
      const items = blocks.flatMap((text) => JSON.parse(text) as Record<string, unknown>[])
      for (const item of items) expect(item['@context']).toBe('https://schema.org')
      return items
    }
    expect((await types('/')).map((d) => d['@type'])).toEqual(['Organization', 'WebSite'])
    const nested = await types('/solutions/enterprise')
    expect(nested.map((d) => d['@type'])).toEqual(['BreadcrumbList'])
    expect(nested[0]).toMatchObject({
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: SITE },
        { position: 2, name: 'Forgeline for Enterprise', item: `${SITE}/solutions/enterprise` },
      ],
    })
    const post = await types('/blog/shipping-with-agents')
    expect(post.map((d) => d['@type'])).toEqual(['BreadcrumbList', 'Article'])
    expect(post[1]).toMatchObject({ headline: expect.stringContaining('Shipping with agents') })
    expect(await types('/pricing')).toEqual([])
  })

  test('CMS redirects apply: permanent, temporary and to another site', async ({ request }) => {
    const permanent = await request.get('/features', { maxRedirects: 0 })
    expect(permanent.status()).toBe(308)
    expect(permanent.headers()['location']).toBe('/product')
    const temporary = await request.get('/book-a-demo', { maxRedirects: 0 })
    expect(temporary.status()).toBe(307)
    expect(temporary.headers()['location']).toBe('/demo')
    const external = await request.get('/docs', { maxRedirects: 0 })
    expect(external.status()).toBe(308)
    expect(external.headers()['location']).toBe('https://docs.forgeline.example/')
    const followed = await request.get('/features')
    expect(followed.url()).toMatch(/\/product$/)
    expect(followed.status()).toBe(200)
  })

  test('noindex is honoured in the page and the sitemap; robots keeps crawlers out of the API', async ({
    page,
    request,
  }) => {
    await page.goto('/legal/privacy')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.goto('/pricing')
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)

    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${SITE}/</loc>`)
    expect(sitemap).toContain(`<loc>${SITE}/pricing</loc>`)
    expect(sitemap).not.toContain('/legal/privacy')
    expect(sitemap).not.toContain('localhost')
    expect(sitemap).toMatch(/<lastmod>2025-/)

    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /api/')
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})
