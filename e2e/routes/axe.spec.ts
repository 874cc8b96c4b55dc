// The axe check is only as good as what it finds: both of its ways (in the page, and in every frame
// of a page with frames) must report a violation they are shown.
import { expect, test, type Page } from '@playwright/test'
import { axeViolations } from '../support/axe'

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'routes-desktop', 'not about the viewport')
})

/** A page with an image that has no text alternative (a 1×1 PNG drawn 40 px wide). */
const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const withUnlabelledImage = (title: string) =>
  `<!doctype html><html lang="en"><title>${title}</title><main><img src="${pixel}" width="40" height="40"></main></html>`

/** Serves documents at made-up paths of the test server's origin, then opens the first one. */
async function open(page: Page, documents: Record<string, string>) {
  for (const [path, body] of Object.entries(documents)) {
    await page.route(path, (route) => route.fulfill({ contentType: 'text/html', body }))
  }
  // The load event waits for every frame's document.
  await page.goto(Object.keys(documents)[0]!, { waitUntil: 'load' })
}

test('axe reports an image without a text alternative in the page', async ({ page }) => {
  await open(page, { '/__axe/page': withUnlabelledImage('Page') })
  expect(page.frames()).toHaveLength(1)
  expect((await axeViolations(page)).map((v) => v.id)).toContain('image-alt')
  expect(await axeViolations(page, ['image-alt'])).toEqual([])
})

test('axe reports one inside a frame too', async ({ page }) => {
  await open(page, {
    '/__axe/outer': `<!doctype html><html lang="en"><title>Outer</title><main><iframe title="Embed" src="/__axe/inner"></iframe></main></html>`,
    '/__axe/inner': withUnlabelledImage('Inner'),
  })
  expect(page.frames()).toHaveLength(2)
  await expect(page.frameLocator('iframe').locator('img')).toBeVisible()
  const imageAlt = (await axeViolations(page)).find((v) => v.id === 'image-alt')
  expect(imageAlt?.nodes[0]).toMatch(/^iframe img/)
})

test('axe names each frame of a nested and a sibling frame for what is inside it', async ({
  page,
}) => {
  const frame = (id: string, src: string) =>
    `<iframe id="${id}" title="Frame ${id}" src="${src}"></iframe>`
  const labelledImage = `<img src="${pixel}" width="40" height="40" alt="A dot">`
  await open(page, {
    '/__axe/frames': `<!doctype html><html lang="en"><title>Frames</title><main>${frame('a', '/__axe/a')}${frame('b', '/__axe/b')}</main></html>`,
    // Frame a holds a labelled image and frame a1, whose image has no text alternative.
    '/__axe/a': `<!doctype html><html lang="en"><title>A</title><main>${labelledImage}${frame('a1', '/__axe/a1')}</main></html>`,
    '/__axe/a1': withUnlabelledImage('A1'),
    '/__axe/b': withUnlabelledImage('B'),
  })
  expect(page.frames()).toHaveLength(4)
  const imageAlt = (await axeViolations(page)).find((v) => v.id === 'image-alt')
  expect(imageAlt?.nodes.map((node) => node.split(' — ')[0]).sort()).toEqual([
    '#a #a1 img',
    '#b img',
  ])
})
