// Issue 33 item 3: the form states that need a real server, each checked with axe. A server whose
// leads store cannot take a submission (the failure SPEC §8 leaves to the console; the form now
// says so under its submit button), and the notes a visitor without JavaScript comes back to.
//
// The failing store is a second server (server.mjs) of the same build, started by this file, whose
// DATABASE_URL names a port where nothing listens: its intake answers 503 (and redirects a post
// without JavaScript back with result=error) exactly as in production when PostgreSQL is down.
// The page's own fetch is not mocked, so the request, the answer and the form's reading of it are
// all real; the suite's shared server keeps its working store for the other tests.
import { expect, test, type Page, type Request } from '@playwright/test'
import { axeViolations } from './axe'
import { desktopOnly } from './projects'
import { fillDemoForm, freeMailVisitor } from './demoForm'
import { startSiteServer } from './support/siteServer'

/** What the visitor reads under the button and hears once (CmsForm's FAILURE_ANNOUNCEMENT). */
const FAILURE = 'Sorry, the form could not be sent. Please try again.'
/** The note after a refused post without JavaScript (NoScriptResult's NO_SCRIPT_ERROR). */
const NO_SCRIPT_ERROR = /^Your form was not sent\./
/** The server drops a submit sooner than 1.5 s after the form appeared (forms.spec.ts). */
const HUMAN_PACE_MS = 1800

const isSubmit = (request: Request) =>
  request.url().endsWith('/api/formSubmit') && request.method() === 'POST'

/** The site's server (server.mjs) on the build under test, with a leads store that cannot be reached. */
const startServerWithoutStore = () =>
  startSiteServer({
    // Port 1 refuses every connection: the store never opens (answered 503, Retry-After).
    DATABASE_URL: 'postgres://leads@127.0.0.1:1/leads',
    LEADS_WEBHOOK_URL: '',
  })

/**
 * Axe on the page a post without JavaScript came back to. axe.run is asynchronous, and in a page
 * without script execution its promise never settles; so the same address (its fragment picks the
 * note by :target) is opened again in a context where JavaScript runs but no script file loads:
 * the server's HTML, never hydrated, is the DOM the visitor without JavaScript has.
 */
async function noScriptAxeViolations(page: Page) {
  const browser = page.context().browser()!
  // Explicitly on: the test runner gives new contexts the file's `use` options too.
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    javaScriptEnabled: true,
  })
  try {
    await context.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.fallback(),
    )
    const copy = await context.newPage()
    await copy.goto(page.url())
    expect(await copy.locator('[data-form-hydrated]').count(), 'React never ran').toBe(0)
    return await axeViolations(copy)
  } finally {
    await context.close()
  }
}

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

  test('without JavaScript the page comes back with its note, and with JavaScript the message too', async ({
    browser,
  }) => {
    desktopOnly()
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const before = await noScript.newPage()
    await before.goto(`${server!.origin}/demo`)
    const form = before.locator('form#demo-request-form')
    await fillDemoForm(form)
    await before.waitForTimeout(HUMAN_PACE_MS)
    await Promise.all([
      before.waitForURL(/result=error/),
      form.getByRole('button', { name: 'Request a demo' }).click(),
    ])
    const back = new URL(before.url())
    expect(back.search).toBe('?form=form-demo&result=error&fields=_form')
    expect(back.hash).toBe('#form-error-form-demo')
    await expect(before.locator('#form-error-form-demo')).toHaveText(NO_SCRIPT_ERROR)
    await expect(before.locator('#form-error-form-demo')).toBeVisible()
    await expect(before.locator('#form-result-form-demo')).toBeHidden()
    expect(await noScriptAxeViolations(before)).toEqual([])
    await noScript.close()

    // The same address with JavaScript: the hydrated form shows the message by its button.
    const page = await browser.newPage()
    await page.goto(back.href)
    const hydrated = page.getByRole('form', { name: 'Book your Forgeline demo' })
    await expect(hydrated.getByText(FAILURE)).toBeVisible()
    await expect(page.locator('#form-error-form-demo')).toBeHidden()
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })
})

test.describe('without JavaScript: the notes a post comes back to', () => {
  test.beforeEach(desktopOnly)
  test.use({ javaScriptEnabled: false })

  test('a gated form sent: the thank-you note links to the file, and the page passes axe', async ({
    page,
  }) => {
    await page.goto('/resources/agent-playbook')
    const form = page.locator('form').filter({ has: page.getByLabel('Work email') })
    await form.getByLabel('Work email').fill('ada@analytical.example')
    await page.waitForTimeout(HUMAN_PACE_MS)
    await Promise.all([
      page.waitForURL(/result=success/),
      form.getByRole('button', { name: 'Download the PDF' }).click(),
    ])
    expect(new URL(page.url()).hash).toBe('#form-result-form-playbook')
    const note = page.locator('#form-result-form-playbook')
    await expect(note).toBeVisible()
    await expect(note).toContainText('Thank you, your form has been sent.')
    const link = note.getByRole('link', { name: 'Download forgeline-agent-playbook.pdf' })
    await expect(link).toHaveAttribute(
      'href',
      /\/files\/embedded\/migration\/efe7cc712c2f0354df300debbf9e1fed44fc8ba6\.pdf\?dl=forgeline-agent-playbook\.pdf$/,
    )
    const file = await page.request.get(await link.evaluate((a) => (a as HTMLAnchorElement).href))
    expect(file.status()).toBe(200)
    await expect(page.locator('#form-error-form-playbook')).toBeHidden()
    expect(await noScriptAxeViolations(page)).toEqual([])
  })

  test('a refused form: the note says it was not sent, and the page passes axe', async ({
    page,
  }) => {
    await page.goto('/demo')
    const form = page.locator('form#demo-request-form')
    await fillDemoForm(form, freeMailVisitor)
    await Promise.all([
      page.waitForURL(/result=error/),
      form.getByRole('button', { name: 'Request a demo' }).click(),
    ])
    await expect(page.locator('#form-error-form-demo')).toBeVisible()
    await expect(page.locator('#form-error-form-demo')).toHaveText(NO_SCRIPT_ERROR)
    await expect(page.locator('#form-result-form-demo')).toBeHidden()
    expect(await noScriptAxeViolations(page)).toEqual([])
  })
})
