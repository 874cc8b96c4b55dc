// Issue 35, items 3 and 4: the Presentation tool's path, with stega on. The remote build has a
// Studio URL (env.mjs), so in draft mode @sanity/client encodes every string the Content Lake's
// source map names (the stand-in sends one, test-support/content-lake.mjs). Each page is loaded in
// draft mode twice, with the stand-in's source maps on and off (the same site with stega off):
// what is used for logic (colours, classes, links, ids, form names and values, metadata, JSON-LD)
// must be the same, the visible text the same but for invisible characters. Published pages never
// carry any.
import { expect, test, type Page } from '@playwright/test'
import { embeddedPages } from '../support/content'
import { CONTENT_LAKE_URL } from './env.mjs'
import { STUDIO_SECRET, draftModeUrl, lake, putPreviewSecret } from './lake'

/** The characters @sanity/client's stega encoder (vercel stega) appends. */
const STEGA = /[\u200b-\u200d\u2060-\u2064\ufeff\u{1d173}-\u{1d17a}]/u
const clean = (text: string) => text.replace(new RegExp(STEGA.source, 'gu'), '')

const sourceMaps = async (enabled: boolean) => {
  const response = await fetch(`${CONTENT_LAKE_URL}/__sourceMap`, {
    method: 'POST',
    body: JSON.stringify({ enabled }),
  })
  expect(response.status).toBe(200)
}

/** Attributes that are text for people (stega may stay), or differ on every response. */
const TEXT_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder', 'nonce']

interface Snapshot {
  /** Everything used for logic: per element, tag, attributes, computed colours. */
  logic: string[]
  /** The visible text. */
  text: string
  /** <title>, meta tags and JSON-LD. */
  head: string[]
}

async function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate((textAttributes) => {
    const logic: string[] = []
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('script, style, template, next-route-announcer')) continue
      const style = getComputedStyle(el)
      // React's useId values (_R_…_, _S_…_) count calls in render order, not content.
      const attributes = [...el.attributes]
        .filter((a) => !textAttributes.includes(a.name))
        .map((a) => `${a.name}=${a.value.replace(/_[RS]_[A-Za-z0-9]+_/g, '_id_')}`)
        .join(' ')
      logic.push(
        `<${el.tagName.toLowerCase()} ${attributes}> color:${style.color} background:${style.backgroundColor} border:${style.borderTopColor}`,
      )
    }
    const head = [
      document.title,
      ...[...document.querySelectorAll('meta[content], link[rel="canonical"]')].map(
        (m) => m.outerHTML,
      ),
      ...[...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => s.textContent ?? '',
      ),
    ]
    return { logic, text: document.body.innerText, head }
  }, TEXT_ATTRIBUTES)
}

async function load(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load' })
  // Draft mode keeps SanityLive's event stream open: no network idle. The fonts and the late
  // islands settle before the snapshot (animations are reduced): the preview overlay, loaded
  // lazily in draft mode, then what the page loads once the browser is idle. (A fixed 500 ms
  // missed the overlay in one of the two loads on a busy machine.)
  await page.evaluate(() => document.fonts.ready)
  await expect(page.getByTestId('preview-overlay')).toContainText('Previewing drafts')
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  return snapshot(page)
}

test.describe('stega on the Presentation path', () => {
  test.use({ reducedMotion: 'reduce' })

  test.beforeAll(async () => {
    await lake.reset()
    await putPreviewSecret()
  })
  test.afterAll(() => lake.reset())

  for (const { path } of embeddedPages) {
    test(`${path} in draft mode: the same colours, names, links and metadata with stega on as off`, async ({
      page,
    }) => {
      await page.goto(draftModeUrl(STUDIO_SECRET, path))
      await expect(page.getByTestId('preview-overlay')).toContainText('Previewing drafts')

      await sourceMaps(false)
      const off = await load(page, path)
      await sourceMaps(true)
      const on = await load(page, path)

      // Stega is on: the text people read carries it, so click-to-edit finds its field.
      expect(on.text).toMatch(STEGA)
      expect(off.text).not.toMatch(STEGA)
      expect.soft(clean(on.text)).toBe(off.text)
      expect.soft(on.head).toEqual(off.head)
      expect.soft(on.logic.length).toBe(off.logic.length)
      const differs = on.logic
        .map((line, i) => [line, off.logic[i]])
        .filter(([line, other]) => line !== other)
      expect.soft(differs.slice(0, 8), `${differs.length} elements differ`).toEqual([])
    })
  }
})

test('no published page carries stega, in its HTML or its RSC payload', async ({ request }) => {
  await lake.reset()
  for (const { path } of embeddedPages) {
    const html = await (await request.get(path)).text()
    expect(html, path).not.toMatch(STEGA)
    const rsc = await request.get(path, { headers: { RSC: '1' } })
    expect(await rsc.text(), `${path} (RSC)`).not.toMatch(STEGA)
  }
})

test('a form submitted from the preview posts clean keys and values, and is stored', async ({
  page,
}) => {
  await lake.reset()
  await putPreviewSecret()
  await page.goto(draftModeUrl(STUDIO_SECRET, '/contact'))
  await expect(page.getByTestId('preview-overlay')).toContainText('Previewing drafts')
  await expect(page.locator('[data-form-hydrated]').first()).toBeAttached()
  const shownAt = Date.now()
  const form = page.getByRole('form', { name: 'Send us a message' })
  // The labels carry stega (click-to-edit), the names and option values must not.
  expect(await form.getByText('Full name').first().textContent()).toMatch(STEGA)
  await form.getByLabel('Full name').fill('Ann Smith')
  await form.getByLabel('Email').fill('ann@gmail.com')
  // An encoded option value cannot be chosen by its value at all (failed so before the cleaning).
  await form.getByLabel('Topic').selectOption('Sales', { timeout: 10_000 })
  await form.getByLabel('Message').fill('Hello from the preview.')
  // The server's time-to-submit check wants a person's pace.
  const left = shownAt + 1600 - Date.now()
  if (left > 0) await page.waitForTimeout(left)
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/formSubmit') && r.method() === 'POST'),
    form.getByRole('button', { name: 'Submit' }).click(),
  ])
  const body = request.postDataJSON() as Record<string, unknown>
  expect(JSON.stringify(body)).not.toMatch(STEGA)
  expect(body).toMatchObject({
    fullName: 'Ann Smith',
    email: 'ann@gmail.com',
    topic: 'Sales',
    message: 'Hello from the preview.',
    formId: 'form-contact',
    page: '/contact',
  })
  const response = await request.response()
  expect(response?.status()).toBe(201)
  expect(await response?.json()).toMatchObject({ status: 'success', id: expect.any(String) })
})
