// Issue 33 (WCAG 2.4.11 Focus not obscured): in a dialog taller than the screen, every control that
// takes focus is scrolled fully into view, however focus got there: Tab, Shift+Tab, the focus
// trap's wrap from the last control to the first and back (Radix moves focus there with
// preventScroll), or a programmatic focus. Each walk goes once round each way, through both wraps,
// and every stop must be fully visible (elementFromPoint over its box, as e2e/support/focus.ts does).
import { expect, test, type Locator, type Page } from '@playwright/test'
import { focusStop } from '../support/focus'
import { openHydrated } from '../support/hydrated'
import { desktopOnly } from '../support/projects'

const sizes = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 375, height: 740 },
  { width: 1280, height: 720 },
] as const

/** Stops hidden in any part (none may be), after walking once round the dialog and one step on. */
async function walkRound(page: Page, dialog: Locator, backwards: boolean) {
  const hidden: string[] = []
  const names: string[] = []
  const first = await focusStop(page)
  if (!first) throw new Error('no focus in the dialog')
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    // Scrolling is smooth nowhere here, but give a frame for it to land.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))))
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    const stop = await focusStop(page)
    if (!stop) throw new Error('focus left the page')
    names.push(stop.name)
    if (stop.hidden > 0) hidden.push(`${stop.name}: ${Math.round(stop.hidden * 100)}% hidden`)
    // Round once, through the wrap, and on to the first stop past it.
    if (stop.seen && names.filter((n) => n === stop.name).length > 1) break
  }
  expect(names.length, 'the walk went round the dialog').toBeGreaterThan(3)
  return hidden
}

async function resetWalk(page: Page) {
  await page.evaluate(() =>
    document
      .querySelectorAll('[data-focus-walk]')
      .forEach((e) => e.removeAttribute('data-focus-walk')),
  )
}

async function expectEveryStopInView(page: Page, dialog: Locator) {
  for (const backwards of [false, true]) {
    await resetWalk(page)
    const hidden = await walkRound(page, dialog, backwards)
    expect.soft(hidden, backwards ? 'Shift+Tab' : 'Tab').toEqual([])
  }
}

test.describe('focus stays in view in dialogs', () => {
  test.beforeEach(() => desktopOnly())

  for (const size of sizes) {
    const phone = size.width < 1024
    const name = `${size.width}×${size.height}`

    test(`the form modal ${phone ? 'opened from the mobile menu' : 'opened from the header'} at ${name}`, async ({
      page,
    }) => {
      await page.setViewportSize(size)
      await openHydrated(page, '/')
      if (phone) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click()
        await page
          .getByRole('dialog', { name: /menu$/ })
          .getByRole('button', { name: 'Book a demo' })
          .click()
      } else {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: 'Book a demo' })
          .click()
      }
      const modal = page.getByRole('dialog', { name: 'Book a demo' })
      await expect(modal.getByRole('button', { name: 'Close modal' })).toBeFocused()
      // The form is taller than these screens: the walk must scroll.
      expect(await modal.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
      await expectEveryStopInView(page, modal)

      // A script's focus, even one that asks not to scroll (as Radix's trap does): the form's
      // first field, with the dialog scrolled to its end.
      await modal.evaluate((el) => (el.scrollTop = el.scrollHeight))
      await modal
        .getByRole('textbox')
        .first()
        .evaluate((el) => el.focus({ preventScroll: true }))
      const stop = await focusStop(page)
      expect(stop?.hidden, 'a control focused by a script is scrolled into view').toBe(0)
    })

    if (phone) {
      test(`the mobile menu with every section open at ${name}`, async ({ page }) => {
        await page.setViewportSize(size)
        await openHydrated(page, '/')
        await page.getByRole('button', { name: 'Menu', exact: true }).click()
        const menu = page.getByRole('dialog', { name: /menu$/ })
        await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
        for (const section of await menu.locator('h3 button').all()) {
          if ((await section.getAttribute('aria-expanded')) === 'false') await section.click()
        }
        await menu.getByRole('button', { name: 'Close menu' }).focus()
        await expectEveryStopInView(page, menu)
      })
    }
  }
})
