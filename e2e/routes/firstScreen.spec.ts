// Issue 37: on a phone the first paint waits for no web font and no image below the first screen.
// Each page is opened in Pixel 7 emulation and left until its links have been prefetched (the
// header's links, in view, are prefetched once the page has hydrated: a prefetch carries React's
// preloads of the page it fetches, which is how /agent3's poster was preloaded on every page).
// Then: no font or image preload in the document, none asked for by the HTML, no image below the
// first screen loading at once, and Chromium warned of no preload it did not use.
import { devices, expect, test, type ConsoleMessage } from '@playwright/test'
import { waitForHydration } from '../support/hydrated'

// Everything of the Pixel 7 but its browser type, which a test file may not set.
const pixel7 = Object.fromEntries(
  Object.entries(devices['Pixel 7']).filter(([key]) => key !== 'defaultBrowserType'),
)
test.use(pixel7)

const pages = ['/', '/agent3', '/blog/shipping-with-agents', '/demo', '/pricing']

// Lighthouse's LCP estimate (Lantern) waits for every request that starts before the first paint
// and is not an image of low priority (a lazy image within Chromium's load-in distance), each
// simulated on a slow phone network. Chromium asks for the site icon at the load event, which on
// these pages comes a few milliseconds before the first paint: a linked icon was a second
// connection, ~300 ms more in the estimate on /agent3 and the blog post. The icon is inline now
// (src/server/siteIcon.ts); this fails if anything joins the page and its stylesheet there, or if
// the icon is asked for at all. Data addresses are no request. The CPU runs 20x slower until the
// first paint, as on a slow phone: the first paint then comes more than a second after the page,
// where a one-second fallback of the after-paint loader once asked for the fonts and chunks before
// it. The same visit then goes on at full speed to its links' prefetches, for the checks named at
// the top of this file.
for (const path of pages) {
  test(`${path} on a phone: before the first paint nothing but the page and its stylesheet; no font or image preloaded, nothing below the first screen at once`, async ({
    page,
  }) => {
    test.skip(test.info().project.name !== 'routes-mobile', 'a phone: once, in the mobile project')
    const html = await (await page.request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.match(/<link[^>]*rel="preload"[^>]*as="(?:font|image)"[^>]*>/g), path).toBeNull()
    expect(head.match(/<link[^>]*as="(?:font|image)"[^>]*rel="preload"[^>]*>/g), path).toBeNull()

    const warnings: string[] = []
    page.on('console', (message: ConsoleMessage) => {
      if (/preloaded using link preload but not used/.test(message.text())) {
        warnings.push(message.text())
      }
    })
    const prefetches: string[] = []
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetches.push(request.url())
    })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Page.enable')
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
    const requests: { at: number; what: string }[] = []
    cdp.on('Network.requestWillBeSent', ({ timestamp, type, request }) => {
      if (request.url.startsWith('data:')) return
      if (type === 'Image' && /^(Low|VeryLow)$/.test(request.initialPriority)) return
      requests.push({ at: timestamp, what: `${type} ${new URL(request.url).pathname}` })
    })
    let firstPaint = Infinity
    cdp.on('Page.lifecycleEvent', ({ name, timestamp }) => {
      if (name === 'firstContentfulPaint') firstPaint = Math.min(firstPaint, timestamp)
    })
    await page.goto(path)
    // At 20x, with the other workers on the same cores, the first paint can take seconds.
    await expect.poll(() => firstPaint, { timeout: 30_000 }).toBeLessThan(Infinity)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const before = requests.filter((request) => request.at < firstPaint).map((r) => r.what)
    expect(before, path).toEqual([
      `Document ${path}`,
      expect.stringMatching(/^Stylesheet \/site-css\/\w+\.css$/),
    ])

    await waitForHydration(page)
    // The header's links are in view: Next prefetches them once the page is idle.
    await expect.poll(() => prefetches.length, { timeout: 10_000 }).toBeGreaterThan(0)
    await page.waitForLoadState('networkidle')
    // Chromium warns of an unused preload 3 s after the load event: wait until that has passed.
    const sinceLoad = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      return performance.now() - navigation!.loadEventEnd
    })
    if (sinceLoad < 3_500) await page.waitForTimeout(3_500 - sinceLoad)

    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
        .filter((link) => link.as === 'font' || link.as === 'image')
        .map((link) => `${link.as} ${link.href || link.imageSrcset}`),
    )
    expect(preloads, path).toEqual([])
    // A video's `poster` attribute is fetched at once wherever the video is: eager too (unless
    // it is inline, as the transparent pixel over a poster image is).
    const eagerBelow = await page.evaluate(() => {
      const below = (el: Element) => el.getBoundingClientRect().top >= innerHeight
      return [
        ...[...document.querySelectorAll('img')]
          .filter((img) => img.loading !== 'lazy' && below(img))
          .map((img) => img.currentSrc || img.src),
        ...[...document.querySelectorAll('video')]
          .filter((video) => video.poster && !video.poster.startsWith('data:') && below(video))
          .map((video) => `poster ${video.poster}`),
      ]
    })
    expect(eagerBelow, path).toEqual([])
    expect(warnings, path).toEqual([])
    // Which of the load event and the first paint comes first varies from load to load; the icon
    // is asked for at the load event or never.
    expect(
      requests.map((r) => r.what).filter((what) => /icon|favicon/.test(what)),
      path,
    ).toEqual([])
  })
}

test("the fallback's twins carry next/font's own overrides", async ({ page }) => {
  test.skip(test.info().project.name !== 'routes-mobile', 'once, in the mobile project')
  // src/app/fonts.ts copies the overrides next/font generates for its Arial fallback onto Arial's
  // metric twins; a new font file (or next/font) that changes them must change the copy too.
  await page.goto('/')
  const faces = await page.evaluate(() =>
    [...document.fonts].map((face: FontFace & { sizeAdjust?: string }) => ({
      family: face.family.replace(/["']/g, ''),
      metrics: [
        face.ascentOverride,
        face.descentOverride,
        face.lineGapOverride,
        face.sizeAdjust ?? '',
      ]
        .map((value) => parseFloat(value))
        .join(' '),
    })),
  )
  for (const name of ['inter', 'mono']) {
    const generated = faces.find((face) => face.family === `${name} Fallback`)
    const twin = faces.find((face) => face.family === `fl-${name}-fallback`)
    expect(generated, name).toBeDefined()
    expect(twin?.metrics, name).toBe(generated!.metrics)
  }
})
