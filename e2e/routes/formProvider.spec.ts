// DESIGN §5a: no lead is lost to a third party. A form sent through the form-routing provider
// (/solutions/enterprise, form-enterprise with `defaultDotComForm`) whose provider fails goes to the
// site's own intake instead: the visitor sees the ordinary success, and the stored lead, read back
// with the operator's `npm run leads -- export` against the test server's store, is marked as not
// routed. The provider's success path is e2e/routes/forms.spec.ts's ("the form-routing provider").
import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { humanPace } from '../support/humanPace'
import { storedLeadsWith } from '../support/leadStore'
import { desktopOnly } from '../support/projects'

const PROVIDER = 'https://import-cdn.default.com/sdk.js'
/** Fills the enterprise inquiry as a person would, at a person's pace; submits it. */
async function submitEnterprise(page: Page, company: string) {
  await page.goto('/solutions/enterprise')
  await expect(page.locator('[data-form-hydrated]').first()).toBeAttached()
  const shownAt = Date.now()
  const form = page.getByRole('form', { name: 'Talk to the enterprise team' })
  await form.getByLabel('First name').fill('Ada')
  await form.getByLabel('Last name').fill('Lovelace')
  await form.getByLabel('Work email').fill('ada@analytical.example')
  await form.getByLabel('Company').fill(company)
  await form.getByLabel('Number of employees').selectOption('500–2,000')
  await humanPace(page, shownAt)
  await form.getByRole('button', { name: 'Contact the enterprise team' }).click()
}

test.describe('a form-routing provider that fails (DESIGN §5a)', () => {
  // The export reaches the server's PGlite through its socket, which takes one connection at a
  // time (docs/leads.md): these tests read it one after the other.
  test.describe.configure({ mode: 'serial' })
  test.beforeEach(desktopOnly)
  test.beforeEach(async ({ context }) => {
    // Nothing else leaves the machine (as in e2e/routes/forms.spec.ts).
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort())
  })

  const cases = {
    'its script is blocked': (page: Page) => page.route(PROVIDER, (route) => route.abort()),
    'its submit throws': (page: Page) =>
      page.route(PROVIDER, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: `window.DefaultSDK = { submit() { throw new Error('provider outage') } };`,
        }),
      ),
  }

  for (const [when, breakProvider] of Object.entries(cases)) {
    test(`when ${when}, the lead is stored by the site, marked not routed, and the visitor sees success`, async ({
      page,
    }) => {
      await breakProvider(page)
      const company = `Analytical Engines ${randomUUID()}`
      const [posted] = await Promise.all([
        page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/formSubmit') && response.request().method() === 'POST',
        ),
        submitEnterprise(page, company),
      ])
      expect(posted.status()).toBe(201)
      await expect(page.getByTestId('form-success')).toContainText(
        'An enterprise specialist will be in touch',
      )
      const stored = await storedLeadsWith({ company })
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({
        formId: 'form-enterprise',
        page: '/solutions/enterprise',
        values: { workEmail: 'ada@analytical.example', employees: '500–2,000' },
        routed: false,
      })
    })
  }
})
