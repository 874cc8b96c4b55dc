// Issue 35, item 3: click-to-edit in the Presentation tool. The stand-in serves the Studio's side
// of the Presentation protocol at /studio (test-support/presentation-studio.mjs: @sanity/comlink's
// controller, channel 'presentation' to the site's 'visual-editing' node), which opens the site's
// draft-mode handshake in a frame. Hovering a heading, a rich-text paragraph, an image, a button
// and a header nav item in the frame shows @sanity/visual-editing's overlay over it (rendered in
// <sanity-visual-editing>); a click sends the Studio 'visual-editing/focus' naming the document
// and the field to open. With stega on, text names its own field (a span's `text`, a button's
// `label`); the data-sanity attributes alone name only the block or the item (stega off), and
// without the handshake nothing reaches the Studio.
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { STUDIO_URL } from './env.mjs'
import { STUDIO_SECRET, draftModeUrl, lake, putPreviewSecret } from './lake'

interface Keyed {
  _key: string
  _type: string
  [field: string]: unknown
}

const dataset = readFileSync('content/dataset.ndjson', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string } & Record<string, unknown>)
const documentById = (id: string) => dataset.find((d) => d._id === id)!
const home = documentById('page-home') as unknown as {
  modules: { _key: string; content: Keyed[] }[]
}
const hero = home.modules[0]!
const contentOf = (test: (block: Keyed) => boolean) => hero.content.find(test)!
const heading = contentOf((b) => b.style === 'h1-headline')
const paragraph = contentOf((b) => b.style === 'body-2')
const image = contentOf((b) => b._type === 'imageBlock')
const cta = contentOf((b) => b._type === 'ctaBlock')
const button = (cta.buttons as Keyed[])[0]!
const headingSpan = (heading.children as (Keyed & { text: string })[]).at(-1)!
const paragraphSpan = (paragraph.children as Keyed[])[0]!
const navItem = (documentById('header').primaryNavigation as Keyed[]).find(
  (item) => item._type === 'annotationLink',
)!
const inHero = `modules[_key=="${hero._key}"].content`

/** What is hovered in the frame, and the document and field its overlay's click names. */
const targets = [
  {
    name: 'heading',
    selector: `h1[data-sanity*="${heading._key}"]`,
    id: 'page-home',
    path: `${inHero}[_key=="${heading._key}"].children[_key=="${headingSpan._key}"].text`,
  },
  {
    name: 'rich text',
    selector: `p[data-sanity*="${paragraph._key}"]`,
    id: 'page-home',
    path: `${inHero}[_key=="${paragraph._key}"].children[_key=="${paragraphSpan._key}"].text`,
  },
  {
    name: 'image',
    selector: `img[data-sanity*="${image._key}"]`,
    id: 'page-home',
    path: `${inHero}[_key=="${image._key}"].image`,
  },
  {
    name: 'button',
    selector: `a[data-sanity*="${button._key}"]`,
    id: 'page-home',
    path: `${inHero}[_key=="${cta._key}"].buttons[_key=="${button._key}"].label`,
  },
  {
    name: 'nav item',
    selector: `header a[data-sanity*="${navItem._key}"]`,
    id: 'header',
    path: `primaryNavigation[_key=="${navItem._key}"].text`,
  },
]

interface Presentation {
  status: string
  messages: { type: string; data: { id?: string; path?: string } }[]
}

test.afterAll(() => lake.reset())

test('overlays in the Presentation frame name the document and field of what is hovered', async ({
  page,
  baseURL,
}) => {
  await lake.reset()
  await putPreviewSecret()
  // next-sanity sets the Studio's perspective through server actions posted to the page in the
  // frame: answered, not refused (the request guard lets a draft-mode page's action through).
  const actions: string[] = []
  page.on('response', (response) => {
    const request = response.request()
    if (request.method() === 'POST' && request.headers()['next-action']) {
      actions.push(`${response.status()} ${request.postData()}`)
    }
  })
  const preview = new URL(draftModeUrl(STUDIO_SECRET, '/'), baseURL).href
  await page.goto(`${STUDIO_URL}?preview=${encodeURIComponent(preview)}`)
  const frame = page.frameLocator('iframe[title="Preview"]')
  await expect(frame.getByTestId('preview-overlay')).toContainText('Previewing drafts')
  const presentation = () =>
    page.evaluate(() => (window as unknown as { __presentation: Presentation }).__presentation)
  await expect
    .poll(async () => (await presentation()).status, { timeout: 10_000 })
    .toBe('connected')
  await expect.poll(() => actions.length, { message: 'a perspective action' }).toBeGreaterThan(0)
  expect(
    actions.filter((action) => !action.startsWith('200 ')),
    'refused actions',
  ).toEqual([])

  const overlay = frame.locator('sanity-visual-editing [data-hovered]')
  for (const target of targets) {
    await test.step(target.name, async () => {
      const element = frame.locator(target.selector).first()
      await element.hover()
      // One overlay, drawn over the hovered element.
      await expect(overlay).toHaveCount(1)
      const box = (await element.boundingBox())!
      const drawn = (await overlay.boundingBox())!
      expect(drawn.width * drawn.height, 'overlay size').toBeGreaterThan(0)
      expect(drawn.x).toBeGreaterThanOrEqual(box.x - 1)
      expect(drawn.y).toBeGreaterThanOrEqual(box.y - 1)
      expect(drawn.x + drawn.width).toBeLessThanOrEqual(box.x + box.width + 1)
      expect(drawn.y + drawn.height).toBeLessThanOrEqual(box.y + box.height + 1)

      const before = (await presentation()).messages.length
      await element.click()
      await expect
        .poll(async () =>
          (await presentation()).messages
            .slice(before)
            .filter((m) => m.type === 'visual-editing/focus')
            .map(({ data }) => ({ id: data.id, path: data.path })),
        )
        .toEqual([{ id: target.id, path: target.path }])
    })
  }
})
