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

  test('/favicon.ico is the site icon as an ICO with 16, 32 and 48 px images (issue 33)', async ({
    request,
  }) => {
    // Feed readers, bookmarks and crawlers ask for /favicon.ico whatever the page links.
    const response = await request.get('/favicon.ico')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
    const ico = await response.body()
    // ICONDIR: reserved 0, type 1 (icon), then one 16-byte entry per image (width 0 means 256).
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico[6 + 16 * i])
    expect(sizes).toEqual([16, 32, 48])
  })

  test('probes of addresses no route serves are cheap 404s that no cache keeps (issue 34)', async ({
    request,
  }) => {
    const probes = [
      '/api/deadbeef',
      '/api/formSubmit/x',
      '/_next/0badc0de',
      '/_next/static/0badc0de.js',
      '/legal%2fprivacy',
      '/%5Cproduct',
      '/pricing.rsc',
      '/pricing.segments/_tree.segment.rsc',
    ]
    for (const path of probes) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(response.headers()['cache-control'], path).toBe('no-store')
    }
    const api = await request.get('/api/deadbeef')
    expect(await api.json()).toEqual({ error: 'Not found.' })
    // The image optimiser takes the site's own image files only: a page or a backslash host is a
    // 400, not a 500 from optimising HTML.
    for (const url of ['/features', '/docs', '/\\evil.example/x.png', '/product']) {
      const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`)
      expect(response.status(), url).toBe(400)
    }
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

// Issue 10, image bytes: the embedded images are served as the image CDN serves a project's.
test.describe('embedded images at the size and format the page asks for (issue 10)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'HTTP only: the desktop project')

  test("the home page's image srcset gets WebP at each width, the plain file stays as it is", async ({
    request,
  }) => {
    const html = await request.get('/').then((r) => r.text())
    const srcset = /srcSet="([^"]*\/images\/embedded\/[^"]*\.png\?[^"]*)"/.exec(html)?.[1]
    expect(srcset).toBeTruthy()
    const entries = srcset!.split(', ').map((entry) => entry.replaceAll('&amp;', '&').split(' '))
    const file = entries[0]![0]!.split('?')[0]!
    const original = await request.get(file)
    expect(original.headers()['content-type']).toBe('image/png')
    const originalBytes = (await original.body()).length
    for (const [url, width] of entries) {
      const response = await request.get(url!, { headers: { Accept: 'image/webp,*/*' } })
      expect(response.status(), url).toBe(200)
      expect(response.headers()['content-type'], url).toBe('image/webp')
      expect(response.headers()['vary'], url).toContain('Accept')
      expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable')
      const body = await response.body()
      // RIFF....WEBPVP8: a WebP file; its VP8/VP8L header holds the width it was resized to.
      expect(body.subarray(8, 12).toString('latin1'), url).toBe('WEBP')
      expect(webpWidth(body), url).toBe(Math.min(Number(width!.slice(0, -1)), 1600))
      expect(body.length, url).toBeLessThan(originalBytes / 3)
    }
  })

  // vercel/next.js#94745: Next took the proxy's rewrites for another server's when the site's server
  // gave it the host name 127.0.0.1, and sent each as an HTTP request to the server itself: its
  // socket hung up under load (a broken image in the page), and behind the TLS front (nginx sends
  // X-Forwarded-Proto: https) every such request went out over https to a plain-HTTP server and
  // answered 500 (server.mjs, nextHostname). Next names a rewrite's target in
  // `x-middleware-rewrite`: a path when it stayed inside the server, a whole address when it went
  // out. A page asked with a query string needs no rewrite at all (nodeServer.mjs, takePageQuery).
  test('every sized image of a page, and a page asked with a query string, are answered inside the server, behind a TLS front too', async ({
    request,
  }) => {
    const html = await request.get('/').then((r) => r.text())
    const addresses = [...html.matchAll(/ (?:src|srcSet)="([^"]+)"/g)].flatMap((match) =>
      match[1]!.split(', ').map((entry) => entry.split(' ')[0]!.replaceAll('&amp;', '&')),
    )
    const sized = [...new Set(addresses.filter((url) => /^\/images\/embedded\/.+\?/.test(url)))]
    expect(sized.length).toBeGreaterThan(5)
    const front = { headers: { 'X-Forwarded-Proto': 'https' } }
    for (const url of sized) {
      const response = await request.get(url, front)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['content-type'], url).toMatch(/^image\//)
      expect(response.headers()['x-middleware-rewrite'], url).toMatch(/^\/api\/embedded-image\//)
    }
    for (const path of ['/pricing?utm_source=mail', '/?gclid=abc']) {
      const page = await request.get(path, front)
      expect(page.status(), path).toBe(200)
      expect(page.headers()['x-middleware-rewrite'], path).toBeUndefined()
    }
  })

  test('a bad size or crop is a 400 with a JSON error, a made-up image a 404', async ({
    request,
  }) => {
    const html = await request.get('/').then((r) => r.text())
    const file = /\/images\/embedded\/[^"?\s]+\.png/.exec(html)?.[0]
    for (const query of ['w=0', 'w=abc', 'q=500&w=10', 'rect=0,0,99999,1', 'rect=1,2&w=5']) {
      const response = await request.get(`${file}?${query}`)
      expect(response.status(), query).toBe(400)
      expect((await response.json()).error, query).toMatch(/^(w|q|rect) must be/)
    }
    // Not a file of the dataset: the site's 404, as for any unknown address.
    expect((await request.get('/images/embedded/migration/abc-10x10.png?w=10')).status()).toBe(404)
    const missing = await request.get('/api/embedded-image/migration/abc-10x10.png?w=10')
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toEqual({ status: 'error', error: 'No such image.' })
  })
})

// Issue 10: a static page leaves the page cache in ASCII (src/server/cacheHandler.mjs), so Node
// sends it without measuring and encoding it as UTF-16 on every request; a visitor reads the same.
test.describe('cached pages are sent in ASCII (issue 10)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'one browser size is enough')

  test('/agent3 is all ASCII on the wire, and its em dashes and quotes read as they were written', async ({
    page,
    request,
  }) => {
    const body = await (await request.get('/agent3')).body()
    const nonAscii = [...body].filter((byte) => byte > 0x7f).length
    expect(nonAscii).toBe(0)
    // The typographic characters are there, escaped: in the markup and in the RSC payload.
    expect(body.toString('latin1')).toContain('&#x2014;')
    expect(body.toString('latin1')).toContain('\\u2014')
    // React reports a payload that does not match the markup as a console error (and renders again).
    const errors: string[] = []
    const logs: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
      logs.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/agent3')
    // Its scripts ran (SPEC §2's build version line), under the page's CSP hashes.
    await expect.poll(() => logs.some((log) => log.startsWith('Build version: '))).toBe(true)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'An agent that builds, tests and ships — not one that just suggests',
    )
    expect(errors).toEqual([])
  })
})

/** The width a WebP file's header gives: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpWidth(body: Buffer): number {
  const chunk = body.subarray(12, 16).toString('latin1')
  if (chunk === 'VP8 ') return body.readUInt16LE(26) & 0x3fff
  if (chunk === 'VP8L') return (body.readUInt32LE(21) & 0x3fff) + 1
  return body.readUIntLE(24, 3) + 1
}
