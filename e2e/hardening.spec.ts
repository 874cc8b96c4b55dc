import { expect, test } from '@playwright/test'

// Issue 9: malformed requests get a 4xx, unknown paths a cheap themed 404, and caching that an
// editor's publish can outrun. Plain requests: these are answers a CDN or a crawler sees.
test.describe('malformed requests and caching (issue 9)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'HTTP only: the desktop project')

  test('undecodable paths are a 400 with a short plain body', async ({ request }) => {
    for (const path of ['/%', '/%80', '/%E0%A4%A', '/product/%C0%AF']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(400)
      expect(response.headers()['content-type']).toContain('text/plain')
      expect(await response.text()).toContain('malformed')
    }
  })

  test('a page answers PUT, DELETE, PATCH and POST with 405 and Allow', async ({ request }) => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST']) {
      const response = await request.fetch('/product', { method, data: 'x' })
      expect(response.status(), method).toBe(405)
      expect(response.headers()['allow']).toBe('GET, HEAD')
    }
    const chunk = await request
      .get('/')
      .then(async (r) => /\/_next\/static\/[^"]+\.js/.exec(await r.text())?.[0])
    expect(chunk).toBeTruthy()
    expect((await request.post(chunk!, { data: 'x' })).status()).toBe(405)
  })

  test('paths with a literal % get the themed 404, rendered on the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const path of ['/%25', '/100%25-free', '/product%25', '/no-such-page/deeper']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page')
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
    }
    await context.close()
  })

  test('Range past the end of a file is a 416; a Range that cannot be parsed is ignored', async ({
    request,
  }) => {
    const html = await request.get('/').then((r) => r.text())
    const image = /\/images\/embedded\/[^"?\s]+\.(?:png|svg|jpg)/.exec(html)?.[0]
    expect(image).toBeTruthy()
    const past = await request.get(image!, { headers: { Range: 'bytes=99999999-' } })
    expect(past.status()).toBe(416)
    expect(past.headers()['content-range']).toMatch(/^bytes \*\/\d+$/)
    const bad = await request.get(image!, { headers: { Range: 'bytes=5-2' } })
    expect(bad.status()).toBe(200)
    expect((await request.get(image!, { headers: { Range: 'bytes=0-9' } })).status()).toBe(206)
  })

  test("Next's internal routes and bad image urls are 4xx, not 500", async ({ request }) => {
    expect((await request.get('/_global-error')).status()).toBe(404)
    expect((await request.get('/_next/image?url=%2F%25&w=64&q=75')).status()).toBe(400)
    const draft = await request.get('/api/draft-mode/disable?redirect=%2F%25', { maxRedirects: 0 })
    expect(draft.status()).toBeLessThan(500)
  })

  test('Cache-Control: pages for one ISR lifetime, 404s for a minute, chunks for ever', async ({
    request,
  }) => {
    for (const path of ['/', '/product', '/blog/shipping-with-agents']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toBe(
        's-maxage=3600, stale-while-revalidate=3600',
      )
    }
    const missing = await request.get('/no-such-page')
    expect(missing.status()).toBe(404)
    expect(missing.headers()['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, must-revalidate',
    )
    const html = await request.get('/').then((r) => r.text())
    const chunk = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0]
    const asset = await request.get(chunk!)
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})
