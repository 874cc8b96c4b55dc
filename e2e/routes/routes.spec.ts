import { expect, test } from '@playwright/test'
import { COMPILE_HINT } from '../../build-hooks/compile-hints.mjs'
import { axeViolations } from '../support/axe'
import { draftDocuments } from '../support/content'
import { openHydrated } from '../support/hydrated'
import { desktopOnly } from '../support/projects'
import { waitForFonts } from '../support/screenshot'

test('an unknown path answers 404 with a helpful page', async ({ page }) => {
  desktopOnly()
  const response = await page.goto('/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page')
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  expect(await axeViolations(page)).toEqual([])
})

test('an unknown nested path answers 404 too', async ({ page }) => {
  desktopOnly()
  const response = await page.goto('/solutions/does-not-exist')
  expect(response?.status()).toBe(404)
})

test('the home page is served at / only: /home redirects there', async ({ page }) => {
  desktopOnly()
  await page.goto('/home')
  await expect(page).toHaveURL(/\/$/)
})

test('published pages never show draft content', async ({ page }) => {
  desktopOnly()
  const draftPages = draftDocuments.filter((d) => d._type === 'page' && d.slug?.current && d.title)
  expect(draftPages.length).toBeGreaterThan(0)
  for (const draft of draftPages) {
    const response = await page.goto(`/${draft.slug!.current}`)
    expect(response?.status()).toBe(200)
    await expect(page).not.toHaveTitle(new RegExp(draft.title!.replace(/[()]/g, '\\$&')))
    await expect(page.getByTestId('preview-overlay')).toHaveCount(0)
  }
})

test('/login and /signup explain where the product app is, without an app configured', async ({
  page,
}) => {
  desktopOnly()
  for (const [path, heading] of [
    ['/login', /Logging in happens in the .* app/],
    ['/signup', /Signing up happens in the .* app/],
  ] as const) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    expect(await axeViolations(page)).toEqual([])
  }
})

test('the build version is written to the browser console', async ({ page }) => {
  desktopOnly()
  const messages: string[] = []
  page.on('console', (msg) => messages.push(msg.text()))
  await page.goto('/')
  await expect.poll(() => messages.some((m) => m.startsWith('Build version: '))).toBe(true)
})

test('with no third party configured, a visit makes no request off this site', async ({
  page,
  baseURL,
}) => {
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(baseURL!) && !url.startsWith('data:')) elsewhere.push(url)
  })
  const consoleErrors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text())
  })
  await page.goto('/?gclid=no-analytics&utm_source=test')
  await page.waitForLoadState('load')
  // A click is the first interaction, when configured analytics load at once (onFirstInteractionOrIdle).
  await page.getByRole('banner').getByRole('link', { name: /Agent/ }).click()
  await expect(page).toHaveURL(/\/agent3$/)
  await page.waitForLoadState('networkidle')
  expect(elsewhere).toEqual([])
  expect(consoleErrors).toEqual([])
  // No consent banner: consent mode is off by default, and nothing would need it.
  await expect(page.getByRole('region', { name: /cookie/i })).toHaveCount(0)
  expect(await page.evaluate(() => (window as { dataLayer?: unknown }).dataLayer)).toBeUndefined()
})

test('a rich-text heading is spaced from the text before it, never from the top of its block', async ({
  page,
}) => {
  // Sibling selectors decide these margins, so the site must have no element between siblings
  // that Storybook lacks (until 2026-11-25 each server-rendered element had its component's
  // <style> before it, and a block's first heading was spaced as if it followed text).
  const headings = async () =>
    page.locator('main :is(h1, h2, h3, h4)[data-block-key]').evaluateAll((elements) =>
      elements.map((el) => {
        const before = el.previousElementSibling
        return {
          text: el.textContent?.slice(0, 40),
          after: before?.tagName.toLowerCase() ?? 'nothing',
          marginTop: parseFloat(getComputedStyle(el).marginTop),
        }
      }),
    )
  for (const path of ['/blog/shipping-with-agents', '/pricing']) {
    await page.goto(path)
    const all = await headings()
    const first = all.filter((h) => h.after === 'nothing')
    const afterText = all.filter((h) => h.after === 'p' || h.after === 'ul' || h.after === 'ol')
    expect(first.length, `${path}: a block that starts with a heading`).toBeGreaterThan(0)
    expect(first.map((h) => [h.text, h.marginTop])).toEqual(first.map((h) => [h.text, 0]))
    // A subheading right under a heading keeps none (the rule after it, at equal specificity).
    const underHeading = all.filter((h) => /^h[1-4]$/.test(h.after))
    if (path === '/pricing') expect(underHeading.length).toBeGreaterThan(0)
    for (const h of underHeading) expect(h.marginTop, h.text).toBe(0)
    if (path.startsWith('/blog')) {
      expect(afterText.length, `${path}: headings after text`).toBeGreaterThan(3)
      for (const h of afterText) expect(h.marginTop, h.text).toBeGreaterThan(0)
    }
  }
})

/** src/server/http/scriptsAfterPaint.mjs's loader in a page: its chunks, then its lazy preloads. */
const AFTER_PAINT_LOADER =
  /<script>\(function\(d,s(?:,p)?\)[^<]*\(document,(\[[^\]]*\])(?:,(\[[^\]]*\]))?\)<\/script>/

test('a page asks for no script before its after-paint loader, and still hydrates', async ({
  page,
}) => {
  desktopOnly()
  // Issue 10 (scriptsAfterPaint.mjs): the head's chunks, the body's async chunk and React's
  // preloads of lazily loaded chunks (the form, the video players, the table of contents' links)
  // are all added by one inline script at the end of the body, once the page has painted;
  // Lighthouse counts whatever is fetched before the first paint.
  for (const path of ['/', '/agent3', '/blog/shipping-with-agents', '/demo']) {
    const html = await (await page.request.get(path)).text()
    const loader = AFTER_PAINT_LOADER.exec(html)
    expect(loader, path).not.toBeNull()
    const before = html.slice(0, loader!.index)
    // Only the legacy browsers' polyfills stay a tag: modern browsers skip a `noModule` script.
    expect(before.match(/<script src="[^"]+"(?! noModule)[^>]*>/g), path).toBeNull()
    expect(before.match(/<link rel="preload"[^>]*as="script"[^>]*>/g), path).toBeNull()
    expect(JSON.parse(loader![1]!).length, path).toBeGreaterThan(5)
    if (path === '/demo') expect(JSON.parse(loader![2]!), path).not.toEqual([])
    await openHydrated(page, path)
  }
})

test("every script a page loads begins with Chrome's compile hint", async ({ page }) => {
  desktopOnly()
  // Issue 37 (build-hooks/compile-hints.mjs): next.config.ts's build hook puts the hint on every
  // client chunk, so that Chrome compiles them off the main thread. This fails if Next stops
  // calling the hook, or a chunk comes out of the build without it.
  for (const path of ['/', '/demo']) {
    const html = await (await page.request.get(path)).text()
    const loader = AFTER_PAINT_LOADER.exec(html)
    expect(loader, path).not.toBeNull()
    const chunks: string[] = [...JSON.parse(loader![1]!), ...JSON.parse(loader![2] ?? '[]')]
    expect(chunks.length, path).toBeGreaterThan(5)
    for (const src of chunks) {
      const code = await (await page.request.get(src)).text()
      expect(code.slice(0, COMPILE_HINT.length + 1), src).toBe(`${COMPILE_HINT}\n`)
    }
  }
})

test('the site stylesheet answers GET and HEAD at its address only, as an asset', async ({
  request,
}) => {
  desktopOnly()
  const html = await (await request.get('/')).text()
  const href = /href="(\/site-css\/[0-9a-f]{16}\.css)"/.exec(html)![1]!
  const head = await request.head(href)
  expect(head.status()).toBe(200)
  expect(head.headers()['content-type']).toBe('text/css; charset=utf-8')
  expect(head.headers()['x-content-type-options']).toBe('nosniff')
  expect(await head.body()).toHaveLength(0)
  // Another build's address (or a made-up one) is not there; writing to it is not allowed.
  expect((await request.get(href.replace(/[0-9a-f]{16}/, '0123456789abcdef'))).status()).toBe(404)
  const post = await request.post(href)
  expect(post.status()).toBe(405)
  expect(post.headers()['allow']).toBe('GET, HEAD')
})

test('server components write their styles once, in the site stylesheet, also on client navigation', async ({
  page,
  request,
}) => {
  desktopOnly()
  // patches/styled-components+6.6.0.patch: every server-rendered styled component renders a React
  // <style href precedence="sc">. Their CSS is in the site stylesheet (src/server/http/siteCss.mjs),
  // linked in the head; the page's HTML carries none of it: not in the body, and the head's hoisted
  // style keeps only the list of styles it stands for (React finds them there when it hydrates from
  // the inline payload, which holds them as Next wrote it: issue 34).
  for (const path of ['/', '/blog/shipping-with-agents', '/demo', '/login']) {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const body = html.slice(html.indexOf('<body'))
    expect(body.match(/<style\b/g) ?? [], path).toEqual([])
    expect(head, path).toMatch(/<style data-precedence="sc" data-href="[\w -]+"><\/style>/)
    // Every rule of every server style the page renders (as its navigation payload carries them,
    // CSS and all) is in the stylesheet.
    const link = /<link rel="stylesheet" href="(\/site-css\/[0-9a-f]{16}\.css)"\/>/.exec(head)
    expect(link, path).not.toBeNull()
    const sheet = await request.get(link![1]!)
    expect(sheet.status(), path).toBe(200)
    expect(sheet.headers()['content-type'], path).toBe('text/css; charset=utf-8')
    expect(sheet.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable')
    const css = await sheet.text()
    const flight = await (await request.get(path, { headers: { RSC: '1' } })).text()
    const styles = [...flight.matchAll(/"precedence":"sc","children":("(?:[^"\\]|\\.)*")/g)]
    expect(styles.length, path).toBeGreaterThan(10)
    for (const style of styles) {
      for (const rule of (JSON.parse(style[1]!) as string).split(/(?<=\})(?=[.@#a-z])/)) {
        expect(css, `${path}: ${rule}`).toContain(rule)
      }
    }
  }

  // A page reached by client navigation gets its styles as one reached directly does: every
  // element of its main region computes the same box, type and colours.
  // Widths follow the text, so both looks are taken once the web fonts have been swapped in.
  const look = async () => {
    await waitForFonts(page)
    return page.locator('main *').evaluateAll((elements) =>
      elements.map((el) => {
        const s = getComputedStyle(el)
        return [
          el.tagName,
          s.display,
          s.position,
          s.margin,
          s.padding,
          s.fontSize,
          s.fontWeight,
          s.color,
          s.backgroundColor,
          s.gridTemplateColumns,
          s.borderRadius,
        ].join(' ')
      }),
    )
  }
  // React hydrates home from that payload: no error, and one server style element, the head's,
  // without CSS (the fonts' rules are inline, in Next's own `next` style: next.config.ts,
  // inlineCss).
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  const styleElements = () =>
    page
      .locator('style[data-precedence="sc"]')
      .evaluateAll((styles) => styles.map((el) => el.textContent!.length > 0))
  // Hydrated, as the navigation's look is: /agent3's video player joins the page with React.
  await openHydrated(page, '/agent3')
  const direct = await look()
  await openHydrated(page, '/')
  const home = await look()
  expect(await styleElements()).toEqual([false])
  // Gone after a full page load: proves the navigation below happens in the page.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
  await page.getByRole('banner').getByRole('link', { name: /Agent/ }).click()
  await expect(page).toHaveURL(/\/agent3$/)
  await expect(page.locator('main h1').first()).toBeVisible()
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
  expect(await look()).toEqual(direct)
  expect(await page.locator('body style').count()).toBe(0)
  // /agent3's styles came with its navigation payload, CSS and all: React added them to the head.
  const afterNavigation = await styleElements()
  expect(afterNavigation.filter(Boolean).length).toBeGreaterThan(10)
  // Back to home, drawn again from the payload it was loaded with: the same look, and no style
  // element added.
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('main h1').first()).toBeVisible()
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
  expect(await look()).toEqual(home)
  expect(await styleElements()).toEqual(afterNavigation)
  expect(problems).toEqual([])
})
