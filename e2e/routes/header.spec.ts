// SPEC §4 Header visibility and Mobile menu (issue 11, item 8), in a real browser: the header
// slides away when the visitor scrolls down past 90 px and comes back on scrolling up; focus
// entering it shows it at once; the menu's close button sits where the burger was.
import { expect, test, type Page } from '@playwright/test'
import { openHydrated } from '../support/hydrated'
import { waitForFonts } from '../support/screenshot'

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'routes-mobile', 'sets its own viewport')
})

/**
 * Loads a page at a phone's size and waits until it is hydrated and shows its web fonts (the
 * promo bar above the header wraps by its text's width, so positions are compared after the swap).
 */
async function open(page: Page, path: string) {
  await page.setViewportSize({ width: 375, height: 740 })
  await openHydrated(page, path)
  await waitForFonts(page)
}

/** The header's box once its slide has ended. */
async function headerBox(page: Page) {
  const header = page.getByRole('banner')
  await page.waitForFunction(() =>
    document
      .querySelector('header')!
      .getAnimations()
      .every((a) => a.playState !== 'running'),
  )
  return header.boundingBox()
}

test('the header slides away on scrolling down past 90 px and back on scrolling up', async ({
  page,
}) => {
  await open(page, '/')
  await page.mouse.move(180, 400)
  await page.mouse.wheel(0, 60)
  await expect(page.getByRole('banner')).not.toHaveAttribute('data-hidden')
  await page.mouse.wheel(0, 800)
  await expect(page.getByRole('banner')).toHaveAttribute('data-hidden', '')
  const hidden = await headerBox(page)
  expect(hidden!.y + hidden!.height).toBeLessThanOrEqual(1)

  await page.mouse.wheel(0, -150)
  await expect(page.getByRole('banner')).not.toHaveAttribute('data-hidden')
  expect((await headerBox(page))!.y).toBe(0)
})

test('focus entering the hidden header shows it at once (WCAG 2.4.11)', async ({ page }) => {
  await open(page, '/')
  await page.mouse.move(180, 400)
  await page.mouse.wheel(0, 900)
  await expect(page.getByRole('banner')).toHaveAttribute('data-hidden', '')
  await page.getByRole('link', { name: /Homepage/ }).focus()
  // No slide to wait for: in view in the same frame.
  const box = await page.getByRole('banner').boundingBox()
  expect(box!.y).toBe(0)
  await expect(page.getByRole('banner')).not.toHaveAttribute('data-hidden')
})

test('the mobile menu closes from where the burger was, under the promo bar', async ({ page }) => {
  await open(page, '/')
  const burger = await page.getByRole('button', { name: 'Menu' }).boundingBox()
  await page.getByRole('button', { name: 'Menu' }).click()
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close menu' })
  await expect(close).toBeVisible()
  // The sheet's entrance has ended (the marquee's endless scroll is not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  )
  const box = await close.boundingBox()
  expect(Math.abs(box!.x - burger!.x)).toBeLessThanOrEqual(1)
  expect(Math.abs(box!.y - burger!.y)).toBeLessThanOrEqual(1)
  await close.click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
})

test('a resize of the height alone closes the mobile menu (SPEC §4: any resize)', async ({
  page,
}) => {
  await open(page, '/')
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('dialog', { name: /menu$/ })).toBeVisible()
  await page.setViewportSize({ width: 375, height: 600 })
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
})

test('a form opened from the mobile menu survives the resizes of a phone keyboard and a turned phone', async ({
  page,
}) => {
  await open(page, '/')
  await page.getByRole('button', { name: 'Menu' }).click()
  // Under the form, the menu is hidden from assistive technology but still there.
  const menu = page.getByRole('dialog', { name: /menu$/, includeHidden: true })
  await menu.getByRole('button', { name: 'Book a demo' }).click()
  const modal = page.getByRole('dialog', { name: 'Book a demo' })
  const field = modal.getByRole('textbox').first()
  await field.fill('Ada')
  // The keyboard comes up over the field, goes down as focus moves to the submit button; then
  // the visitor turns the phone.
  await page.setViewportSize({ width: 375, height: 420 })
  await modal.getByRole('button', { name: 'Request a demo' }).focus()
  await page.setViewportSize({ width: 375, height: 740 })
  await page.setViewportSize({ width: 740, height: 375 })
  await expect(modal).toBeVisible()
  await expect(field).toHaveValue('Ada')
  await expect(menu).toBeVisible()

  // Back in the menu, the next resize closes it.
  await page.keyboard.press('Escape')
  await expect(modal).toHaveCount(0)
  await page.setViewportSize({ width: 740, height: 360 })
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
