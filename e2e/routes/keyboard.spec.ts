// SPEC §4 Desktop dropdowns, Mobile menu and the form modal, used with the keyboard alone on the
// real pages (STYLE habit 10, route tier). Each test says what a keyboard user meets: which
// control has focus (by role and name), what aria-expanded says, what can be seen.
//
// The keyboard model (src/components/layout/Header/, src/components/ui/Modal/):
// - a desktop dropdown is a disclosure (a button with aria-expanded and aria-controls): Enter or
//   Space toggles it, Tab walks into its links, focus leaving it or Escape closes it, and Escape
//   from inside it returns focus to its button. Arrow keys are not part of a disclosure.
// - the mobile menu and the form modal are Radix dialogs: modal, focus moves in on opening and
//   Tab cycles inside, Escape closes the topmost one, focus returns to the button that opened it.
//
// Not repeated here: e2e/routes/a11y.spec.ts (every dropdown link and mobile menu stop is in view,
// aria-modal on both dialogs), e2e/routes/header.spec.ts (the menu's close button returns focus).
import { expect, test, type Locator, type Page } from '@playwright/test'
import { openHydrated } from '../support/hydrated'

/** Whether the focused element is inside `container`. */
function focusIsIn(container: Locator) {
  return container.evaluate((el) => el.contains(document.activeElement))
}

/**
 * Presses Tab `count` times (Shift+Tab with `backwards`) and records, after each press, whether
 * focus stayed inside `container` and a description of the focused element.
 */
async function tabAround(page: Page, container: Locator, count: number, backwards = false) {
  const stops: { inside: boolean; name: string }[] = []
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    stops.push(
      await container.evaluate((el) => {
        const active = document.activeElement as HTMLElement | null
        const label = active?.getAttribute('aria-label') || active?.innerText || ''
        return {
          inside: el.contains(active),
          name: `${active?.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ')}"`,
        }
      }),
    )
  }
  return stops
}

/** How many elements inside `container` Tab can reach. */
function tabbableCount(container: Locator) {
  return container.evaluate(
    (el) =>
      [
        ...el.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]',
        ),
      ].filter((e) => e.tabIndex >= 0 && e.checkVisibility({ visibilityProperty: true })).length,
  )
}

/**
 * Focus is trapped: 2 × (the tabbable count) + 1 presses each way never leave the dialog, and the
 * walk comes round to where it started (Radix FocusScope loops).
 */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const count = await tabbableCount(dialog)
  expect(count).toBeGreaterThan(1)
  for (const backwards of [false, true]) {
    const stops = await tabAround(page, dialog, 2 * count + 1, backwards)
    expect(
      stops.filter((s) => !s.inside).map((s) => s.name),
      backwards ? 'Shift+Tab' : 'Tab',
    ).toEqual([])
    // After `count` presses focus is back where it started: the walk loops.
    expect(stops[2 * count - 1]!.name).toBe(stops[count - 1]!.name)
  }
}

test.describe('desktop dropdowns', () => {
  test.beforeEach(() => {
    test.skip(
      test.info().project.name !== 'routes-desktop',
      'the dropdowns are the desktop navigation',
    )
  })

  /** The dropdown buttons of the main navigation, in order. */
  const triggers = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).locator('button[aria-controls]')

  test('Enter and Space open a dropdown, Tab walks into it, Escape closes it and focus returns to its button', async ({
    page,
  }) => {
    await openHydrated(page, '/')
    const count = await triggers(page).count()
    expect(count).toBe(3) // Product, Solutions, Resources in the embedded dataset
    for (let i = 0; i < count; i++) {
      const trigger = triggers(page).nth(i)
      const name = (await trigger.innerText()).trim()
      const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`)
      await trigger.focus()
      await expect(trigger, name).toHaveAttribute('aria-expanded', 'false')
      await expect(panel, name).toBeHidden()

      for (const key of ['Enter', 'Space']) {
        await page.keyboard.press(key)
        await expect(trigger, `${name}, ${key}`).toHaveAttribute('aria-expanded', 'true')
        await expect(panel, `${name}, ${key}`).toBeVisible()
        await expect(trigger, 'the press leaves focus on the button').toBeFocused()

        // Tab goes into the panel's first link (the panel follows its button in the DOM).
        await page.keyboard.press('Tab')
        expect(await focusIsIn(panel), `${name}: Tab enters the panel`).toBe(true)
        await expect(page.locator(':focus')).toHaveRole('link')

        // Escape from a link inside: closed, and focus is back on the button, not lost.
        await page.keyboard.press('Escape')
        await expect(panel, `${name}: Escape`).toBeHidden()
        await expect(trigger).toHaveAttribute('aria-expanded', 'false')
        await expect(page.getByRole('button', { name, exact: true })).toBeFocused()
      }

      // A second press closes what a press opened.
      await page.keyboard.press('Enter')
      await expect(panel).toBeVisible()
      await page.keyboard.press('Enter')
      await expect(panel).toBeHidden()
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    }
  })

  test('Escape with focus on the button closes the panel and keeps focus there', async ({
    page,
  }) => {
    await openHydrated(page, '/')
    const trigger = triggers(page).first()
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`)
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
  })

  test('a closed dropdown is one Tab stop; Tab past the last link of an open one closes it and goes on to the next item', async ({
    page,
  }) => {
    await openHydrated(page, '/')
    const [first, second] = [triggers(page).nth(0), triggers(page).nth(1)]
    await first.focus()
    await page.keyboard.press('Tab')
    await expect(second, 'closed: Tab skips its hidden links').toBeFocused()

    await page.keyboard.press('Shift+Tab')
    await expect(first).toBeFocused()
    await page.keyboard.press('Enter')
    const panel = page.locator(`#${await first.getAttribute('aria-controls')}`)
    await expect(panel).toBeVisible()
    const links = await panel.getByRole('link').count()
    expect(links).toBeGreaterThan(0)
    const stops = await tabAround(page, panel, links + 1)
    expect(stops.slice(0, links).every((s) => s.inside)).toBe(true)
    expect(stops[links]!.inside).toBe(false)
    await expect(second).toBeFocused()
    await expect(panel, 'focus left it, so it closed').toBeHidden()
    await expect(first).toHaveAttribute('aria-expanded', 'false')
  })

  test('opening another dropdown by keyboard closes the open one', async ({ page }) => {
    await openHydrated(page, '/')
    const [first, second] = [triggers(page).nth(0), triggers(page).nth(1)]
    await first.focus()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await second.focus()
    await page.keyboard.press('Enter')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator(`#${await first.getAttribute('aria-controls')}`)).toBeHidden()
  })
})

/**
 * The burger. While a dialog is open the page behind it is hidden from assistive technology
 * (Radix marks it aria-hidden), so it is found with hidden elements included: its aria-expanded
 * is still what a screen reader meets once the menu has closed.
 */
const burgerButton = (page: Page) =>
  page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true })

test.describe('mobile menu at 375 px', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'routes-mobile', 'the burger shows at the mobile width')
  })

  test('Enter on the burger opens the menu with focus inside, Tab stays inside, Escape closes it and focus returns to the burger', async ({
    page,
  }) => {
    await openHydrated(page, '/')
    const burger = burgerButton(page)
    await burger.focus()
    await expect(burger).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')

    const menu = page.getByRole('dialog', { name: /menu$/ })
    await expect(menu).toBeVisible()
    await expect(burger).toHaveAttribute('aria-expanded', 'true')
    // Focus moved in, to the first control: the close button where the burger was.
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await expectFocusTrapped(page, menu)

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(burger).toHaveAttribute('aria-expanded', 'false')
    await expect(burger).toBeFocused()
  })

  test('a menu section opens and closes with Enter and Space, its links then reachable by Tab', async ({
    page,
  }) => {
    await openHydrated(page, '/')
    await burgerButton(page).focus()
    await page.keyboard.press('Space')
    const menu = page.getByRole('dialog', { name: /menu$/ })
    await expect(menu).toBeVisible()
    const section = menu.getByRole('button', { name: 'Product', exact: true })
    await section.focus()
    await expect(section).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.getByRole('link', { name: 'Workspace', exact: true })).toBeHidden()

    await page.keyboard.press('Enter')
    await expect(section).toHaveAttribute('aria-expanded', 'true')
    // Radix names the section's content in aria-controls only while it is open.
    const content = page.locator(`#${await section.getAttribute('aria-controls')}`)
    await expect(content).toBeVisible()
    await expect(content.getByRole('link', { name: 'Workspace', exact: true })).toBeVisible()
    await page.keyboard.press('Tab')
    expect(await focusIsIn(content), 'Tab goes into the open section').toBe(true)
    await expect(page.locator(':focus')).toHaveRole('link')

    await page.keyboard.press('Shift+Tab')
    await expect(section).toBeFocused()
    await page.keyboard.press('Space')
    await expect(section).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.getByRole('link', { name: 'Workspace', exact: true })).toBeHidden()
  })

  test('the form modal opened from the menu: Escape closes the modal alone, then the menu, each returning focus to its opener', async ({
    page,
  }) => {
    await openHydrated(page, '/')
    const burger = burgerButton(page)
    await burger.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: /menu$/ })
    const demo = menu.getByRole('button', { name: 'Book a demo' })
    await demo.focus()
    await page.keyboard.press('Enter')

    const modal = page.getByRole('dialog', { name: 'Book a demo' })
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('button', { name: 'Close modal' })).toBeFocused()
    await expectFocusTrapped(page, modal)

    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(menu).toBeVisible()
    await expect(demo).toBeFocused()
    await expect(demo).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(burger).toBeFocused()
  })
})

/** The header's "Book a demo" button (hidden from assistive technology while its modal is open). */
const demoButton = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main', includeHidden: true })
    .getByRole('button', { name: 'Book a demo', includeHidden: true })

test.describe('form modal', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'routes-desktop', 'its header button shows on desktop')
  })

  test('Enter on "Book a demo" opens the modal with focus inside, Tab stays inside, Escape closes it and focus returns', async ({
    page,
  }) => {
    await openHydrated(page, '/')
    const opener = demoButton(page)
    await opener.focus()
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(opener).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')

    const modal = page.getByRole('dialog', { name: 'Book a demo' })
    await expect(modal).toBeVisible()
    await expect(opener).toHaveAttribute('aria-expanded', 'true')
    await expect(modal.getByRole('button', { name: 'Close modal' })).toBeFocused()
    // The form is usable from the keyboard: its first field is the next stop.
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveRole('textbox')
    await expectFocusTrapped(page, modal)

    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(opener).toHaveAttribute('aria-expanded', 'false')
    await expect(opener).toBeFocused()
  })

  test('Space opens it too, and its close button closes it by keyboard with focus returned', async ({
    page,
  }) => {
    await openHydrated(page, '/')
    const opener = demoButton(page)
    await opener.focus()
    await page.keyboard.press('Space')
    const modal = page.getByRole('dialog', { name: 'Book a demo' })
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('button', { name: 'Close modal' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(modal).toBeHidden()
    await expect(opener).toBeFocused()
  })
})
