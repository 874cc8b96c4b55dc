// Issue 33 item 3: the form states that need a real server, each checked with axe. A server whose
// leads store cannot take a submission (the failure SPEC §8 leaves to the console; the form now
// says so under its submit button, and without JavaScript in its error summary, issue 48). The
// other answers to a post without JavaScript are e2e/routes/noJsForm.spec.ts's.
//
// The failing store is a second server (server.mjs) of the same build, started by this file, whose
// DATABASE_URL names a port where nothing listens: its intake answers 503 (and a post without
// JavaScript comes back with the form as it was) exactly as in production when PostgreSQL is down.
// The page's own fetch is not mocked, so the request, the answer and the form's reading of it are
// all real; the suite's shared server keeps its working store for the other tests.
import { expect, test, type Page, type Request } from '@playwright/test'
import { axeViolations } from '../support/axe'
import { noScriptAxeViolations } from '../support/noScriptAxe'
import { desktopOnly } from '../support/projects'
import { fillDemoForm } from '../support/demoForm'
import { humanPace } from '../support/humanPace'
import { startSiteServer } from '../support/siteServer'

/** What the visitor reads under the button and hears once (CmsForm's FAILURE_ANNOUNCEMENT). */
const FAILURE = 'Sorry, the form could not be sent. Please try again.'
/** Why the intake refused the form as a whole (INTAKE_MESSAGES.unavailable). */
const UNAVAILABLE = 'The form cannot be sent right now; please try again in a minute'

const isSubmit = (request: Request) =>
  request.url().endsWith('/api/formSubmit') && request.method() === 'POST'

/** The site's server (server.mjs) on the build under test, with a leads store that cannot be reached. */
const startServerWithoutStore = () =>
  startSiteServer({
    // Port 1 refuses every connection: the store never opens (answered 503, Retry-After).
    DATABASE_URL: 'postgres://leads@127.0.0.1:1/leads',
    LEADS_WEBHOOK_URL: '',
  })

async function fillDemo(page: Page) {
  const form = page.getByRole('form', { name: 'Book your Forgeline demo' })
  await fillDemoForm(form)
  return form
}

test.beforeEach(async ({ context }) => {
  // Nothing may leave the machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort())
})

test.describe('a leads store that cannot take the submission', () => {
  // One server for both tests: they run in order in one worker.
  test.describe.configure({ mode: 'default' })
  let server: Awaited<ReturnType<typeof startServerWithoutStore>> | null = null
  test.beforeAll(async () => {
    test.setTimeout(90_000)
    server = await startServerWithoutStore()
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('the form says so under its submit button, announces it once and passes axe', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text())
    })
    await page.goto(`${server!.origin}/demo`)
    await expect(page.locator('[data-form-hydrated]').first()).toBeAttached()
    const form = await fillDemo(page)
    const button = form.getByRole('button', { name: 'Request a demo' })
    const [response] = await Promise.all([
      page.waitForResponse((r) => isSubmit(r.request())),
      button.click(),
    ])
    expect(response.status()).toBe(503)

    const message = form.getByText(FAILURE)
    await expect(message).toBeVisible()
    await expect(button).toHaveAccessibleDescription(FAILURE)
    // Under the button, close enough to be read as its outcome.
    const [buttonBox, messageBox] = [await button.boundingBox(), await message.boundingBox()]
    expect(messageBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height)
    expect(messageBox!.y - (buttonBox!.y + buttonBox!.height)).toBeLessThan(48)
    // Heard once: the form's status region says it, the visible message is no live region.
    await expect(page.getByRole('status').filter({ hasText: FAILURE })).toHaveCount(1)
    await expect(page.getByRole('alert').filter({ hasText: FAILURE })).toHaveCount(0)
    // The form is as the visitor left it, ready for another try.
    await expect(form.getByLabel('Company')).toHaveValue('Analytical Engines')
    await expect(button).toHaveAccessibleName('Request a demo')
    expect(errors.some((e) => e.includes('could not be sent'))).toBe(true)
    expect(await axeViolations(page)).toEqual([])
  })

  test('without JavaScript the page comes back with the form as it was, the summary saying why', async ({
    browser,
  }) => {
    desktopOnly()
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const page = await noScript.newPage()
    await page.goto(`${server!.origin}/demo`)
    const form = page.locator('form#demo-request-form')
    await fillDemoForm(form)
    await humanPace(page)
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Request a demo' }).click(),
    ])
    await page.waitForLoadState()
    expect(answer.status()).toBe(200)
    const back = new URL(page.url())
    expect(`${back.pathname}${back.search}${back.hash}`).toBe('/demo#form-result-form-demo')
    const summary = page.getByRole('group', { name: 'There is a problem' })
    await expect(summary).toBeVisible()
    await expect(summary).toContainText(UNAVAILABLE)
    await expect(summary.getByRole('link')).toHaveCount(0)
    await expect(form.locator('[aria-invalid]')).toHaveCount(0)
    await expect(form.getByLabel('Company')).toHaveValue('Analytical Engines')
    await expect(form.getByRole('button', { name: 'Request a demo' })).toBeVisible()
    expect(await noScriptAxeViolations(page, answer)).toEqual([])
    await noScript.close()
  })
})
