// Issue 48 item 2: the header's form dialog shows a submit's outcome from its top. A visitor scrolls
// the dialog down to the submit button and sends; then the dialog is at its top (scrollTop 0), its
// close button in view, and focus on the outcome: the success message, the first refused field,
// or the message that the form could not be sent. Before, the dialog stayed scrolled (177 px at
// 375×667) and the close button sat above the screen, next to a mostly empty box.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { fillDemoForm, freeMailVisitor } from '../support/demoForm'
import { humanPace } from '../support/humanPace'
import { openHydrated } from '../support/hydrated'

const FAILURE = 'Sorry, the form could not be sent. Please try again.'

/** A tap on a touch screen, a click otherwise. */
async function press(locator: Locator, touch: boolean) {
  if (touch) await locator.tap()
  else await locator.click()
}

/** Opens /pricing's "Book a demo" dialog (from the mobile menu on a phone) and returns it. */
async function openDialog(page: Page, touch: boolean) {
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (r) => r.abort())
  await openHydrated(page, '/pricing')
  if (touch) await press(page.getByRole('button', { name: 'Menu' }), touch)
  await press(page.getByRole('button', { name: 'Book a demo' }).first(), touch)
  const dialog = page.getByRole('dialog', { name: 'Book a demo' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Fills the form, waits as a person would, scrolls the dialog to the button and presses it. */
async function fillAndSend(page: Page, dialog: Locator, touch: boolean, visitor = {}) {
  const shownAt = Date.now()
  const form = dialog.getByRole('form', { name: 'Book your Forgeline demo' })
  await fillDemoForm(form, visitor)
  const submit = form.getByRole('button', { name: 'Request a demo' })
  await submit.scrollIntoViewIfNeeded()
  await humanPace(page, shownAt)
  const before = await dialog.evaluate((d) => d.scrollTop)
  expect(before, 'the dialog is scrolled down to its button').toBeGreaterThan(0)
  await press(submit, touch)
}

/** The element's box lies inside the viewport. */
async function expectInViewport(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox()
  const viewport = page.viewportSize()!
  expect(box, what).not.toBeNull()
  expect(box!.y, `${what}: top`).toBeGreaterThanOrEqual(0)
  expect(box!.x, `${what}: left`).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height, `${what}: bottom`).toBeLessThanOrEqual(viewport.height)
  expect(box!.x + box!.width, `${what}: right`).toBeLessThanOrEqual(viewport.width)
}

/** The dialog shows its top, its close button in view. */
async function expectAtTop(page: Page, dialog: Locator) {
  await expect.poll(() => dialog.evaluate((d) => d.scrollTop)).toBe(0)
  await expectInViewport(page, dialog.getByRole('button', { name: 'Close modal' }), 'close button')
}

for (const [name, project, use] of [
  [
    'a phone (375×667, touch)',
    'routes-mobile',
    { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true },
  ],
  ['a desktop (1280×720)', 'routes-desktop', { viewport: { width: 1280, height: 720 } }],
] as const) {
  test.describe(name, () => {
    test.use(use)
    test.beforeEach(() => {
      test.skip(test.info().project.name !== project, `runs in the ${project} project`)
    })
    const touch = project === 'routes-mobile'

    test('after a success the dialog is at its top, its close button in view, focus on the message', async ({
      page,
    }) => {
      const dialog = await openDialog(page, touch)
      await fillAndSend(page, dialog, touch)
      const success = dialog.getByTestId('form-success')
      await expect(success).toContainText('Thanks — your request is in.')
      await expect(success).toBeFocused()
      await expectAtTop(page, dialog)
      await expectInViewport(page, success, 'success message')
      await expect(page).toHaveScreenshot('dialog-success.png')
      // The way out works: the close button closes the dialog.
      await press(dialog.getByRole('button', { name: 'Close modal' }), touch)
      await expect(dialog).toBeHidden()
    })

    test('a field refused after a scroll: the dialog is at its top, focus on the field, its message in view', async ({
      page,
    }) => {
      const dialog = await openDialog(page, touch)
      await fillAndSend(page, dialog, touch, { email: freeMailVisitor.email })
      const email = dialog.getByLabel('Work email')
      await expect(email).toBeFocused()
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expectAtTop(page, dialog)
      await expectInViewport(
        page,
        dialog.getByText('Please enter a valid work email address'),
        'the field message',
      )
    })

    test('a failed send after a scroll: the dialog is at its top, focus on the message', async ({
      page,
    }) => {
      await page.route('**/api/formSubmit', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'error', errors: { _form: 'down' } }),
        }),
      )
      page.on('console', () => undefined)
      const dialog = await openDialog(page, touch)
      await fillAndSend(page, dialog, touch)
      const message = dialog.getByText(FAILURE)
      await expect(message).toBeFocused()
      await expectAtTop(page, dialog)
      await expectInViewport(page, message, 'the failure message')
      await expect(page).toHaveScreenshot('dialog-failure.png')
      // The form is as it was, ready to send again.
      await expect(dialog.getByLabel('Work email')).toHaveValue('ada@analytical.example')
      await expect(dialog.getByRole('button', { name: 'Request a demo' })).toBeEnabled()
    })
  })
}
