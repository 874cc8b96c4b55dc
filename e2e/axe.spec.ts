// The axe check is only as good as what it finds: both of its ways (in the page, and through
// AxeBuilder for a page with frames) must report a violation they are shown.
import { expect, test } from '@playwright/test'
import { axeViolations } from './axe'

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'not about the viewport')
})

const unlabelled = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40">'

test('axe reports an image without a text alternative in the page', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><title>t</title><main>${unlabelled}</main>`)
  expect(page.frames()).toHaveLength(1)
  expect((await axeViolations(page)).map((v) => v.id)).toContain('image-alt')
  expect(await axeViolations(page, ['image-alt'])).toEqual([])
})

test('axe reports one inside a frame too', async ({ page }) => {
  const frame = `<!doctype html><html lang="en"><title>f</title><main>${unlabelled}</main>`
  await page.setContent(
    `<!doctype html><html lang="en"><title>t</title><main><iframe title="Embed" srcdoc='${frame}'></iframe></main>`,
  )
  await expect.poll(() => page.frames().length).toBe(2)
  await page.frames()[1]!.waitForSelector('img')
  const violations = await axeViolations(page)
  expect(violations.map((v) => v.id)).toContain('image-alt')
  expect(violations.find((v) => v.id === 'image-alt')!.nodes[0]).toMatch(/^iframe img/)
})
