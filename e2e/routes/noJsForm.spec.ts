// Issue 48 item 4: a form without JavaScript answers like the form. The form's action is a server
// function: the browser posts the form to its own page, and the answer is the page rendered again
// for the POST, with the form in its new state. Sent: the form's own success message (and the
// gated file's link) with the form gone. Refused: an error summary linking to each refused field,
// the field marked with its own message as the JavaScript path marks it, every value still in its
// field, and no value in the address. The lead goes through the intake's rules and is stored once.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page, type Response } from '@playwright/test'
import { DIST_DIR } from '../../src/server/distDir.mjs'
import { axeViolations } from '../support/axe'
import { demoVisitor, fillDemoForm, freeMailVisitor } from '../support/demoForm'
import { humanPace } from '../support/humanPace'
import { openHydrated } from '../support/hydrated'
import { storedLeadsWith } from '../support/leadStore'
import { noScriptAxeViolations } from '../support/noScriptAxe'
import { desktopOnly } from '../support/projects'

const SUCCESS = 'Thanks — your request is in.'
const WORK_EMAIL = 'Please enter a valid work email address'

const isStamp = (response: Response) => new URL(response.url()).pathname === '/api/form-stamp'
const isPost = (response: Response) => response.request().method() === 'POST'

/** Opens `path` without JavaScript and waits for the form's stamp (the no-JS start time). */
async function openForm(page: Page, path: string) {
  const stamped = page.waitForResponse(isStamp)
  await page.goto(path)
  expect((await stamped).status()).toBe(200)
}

/** Presses the submit button as a person would (after a while) and returns the POST's answer. */
async function send(page: Page, button: string) {
  await humanPace(page)
  const [answer] = await Promise.all([
    page.waitForResponse(isPost),
    page.getByRole('button', { name: button }).click(),
  ])
  await page.waitForLoadState()
  return answer
}

/** The element's box is inside the viewport (the answer opens at the form's outcome). */
async function expectInView(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox()
  const viewport = page.viewportSize()!
  expect(box, selector).not.toBeNull()
  expect(box!.y, `${selector}: top`).toBeGreaterThanOrEqual(0)
  expect(box!.y, `${selector}: top`).toBeLessThan(viewport.height)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  // The stored leads are read through the store's one socket connection, one test at a time.
  test.describe.configure({ mode: 'serial' })

  test('refused (a free-mail work e-mail): the summary, the field marked, every value kept, none in the address', async ({
    page,
  }) => {
    const company = 'Acme Refused'
    const message = 'A CRM for bees,\nwith a hive view.'
    await openForm(page, '/demo')
    const form = page.locator('form#demo-request-form')
    await fillDemoForm(form, { ...freeMailVisitor, company })
    await form.getByLabel(/What would you like to build/).fill(message)
    const answer = await send(page, 'Request a demo')

    // The page answers the post itself: no redirect, no value in the address.
    expect(answer.status()).toBe(200)
    expect(answer.headers()['cache-control']).toMatch(/no-store/)
    const request = answer.request()
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(new URL(request.url()).pathname).toBe('/demo')
    const url = new URL(page.url())
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/demo#form-result-form-demo')
    for (const value of ['Ann', 'Smith', 'gmail', 'Acme', 'bees']) {
      expect(page.url()).not.toContain(value)
    }

    // GOV.UK's error summary at the top of the form, where the page opens.
    const summary = page.getByRole('group', { name: 'There is a problem' })
    await expect(summary).toBeVisible()
    await expectInView(page, '#form-result-form-demo')
    const email = form.getByLabel('Work email')
    const link = summary.getByRole('link', { name: `Work email: ${WORK_EMAIL}` })
    await expect(link).toHaveAttribute('href', `#${await email.getAttribute('id')}`)
    await expect(summary.getByRole('link')).toHaveCount(1)

    // The field as the JavaScript path marks it: aria-invalid, its own message tied to it.
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(WORK_EMAIL)
    await expect(form.getByText(WORK_EMAIL, { exact: true })).toBeVisible()
    await expect(form.getByLabel('First name')).not.toHaveAttribute('aria-invalid')

    // Every value as the visitor typed it.
    await expect(form.getByLabel('First name')).toHaveValue(freeMailVisitor.first)
    await expect(form.getByLabel('Last name')).toHaveValue(freeMailVisitor.last)
    await expect(email).toHaveValue(freeMailVisitor.email)
    await expect(form.getByLabel('Company')).toHaveValue(company)
    await expect(form.getByLabel('Team size')).toHaveValue(freeMailVisitor.teamSize)
    await expect(form.getByLabel(/What would you like to build/)).toHaveValue(message)

    // The summary's link leads to the field.
    await link.click()
    await expect(page).toHaveURL(new RegExp(`#${await email.getAttribute('id')}$`))
    await page.goBack()

    // The form alone: the header around it is another part's (and without JavaScript its own).
    await expect(form).toHaveScreenshot('refused.png')
    expect(await noScriptAxeViolations(page, answer)).toEqual([])
    // The work e-mail rule refuses this address wherever it comes from: no lead ever has it.
    expect(await storedLeadsWith({ workEmail: freeMailVisitor.email })).toEqual([])
  })

  test("sent: the form's own success message in the form's place, the lead stored once", async ({
    page,
  }) => {
    const company = `Sent ${randomUUID()}`
    await openForm(page, '/demo')
    const form = page.locator('form#demo-request-form')
    await fillDemoForm(form, { company })
    const answer = await send(page, 'Request a demo')

    expect(answer.status()).toBe(200)
    const url = new URL(page.url())
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/demo#form-result-form-demo')
    const success = page.getByTestId('form-success')
    await expect(success).toBeVisible()
    await expect(success).toContainText(SUCCESS)
    await expect(success).toHaveAttribute('id', 'form-result-form-demo')
    await expectInView(page, '#form-result-form-demo')
    // The form is gone: no field, no button to send it again.
    await expect(page.getByRole('form', { name: 'Book your Forgeline demo' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Request a demo' })).toBeHidden()
    // The old fixed note is gone too.
    await expect(page.getByText('Thank you, your form has been sent.')).toHaveCount(0)

    await expect(success).toHaveScreenshot('sent.png')
    expect(await noScriptAxeViolations(page, answer)).toEqual([])

    const stored = await storedLeadsWith({ company })
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      formId: 'form-demo',
      page: '/demo',
      values: {
        firstName: demoVisitor.first,
        lastName: demoVisitor.last,
        workEmail: demoVisitor.email,
        teamSize: demoVisitor.teamSize,
      },
    })

    // The browser sends the same post again on a reload of the answer: still one lead.
    const [again] = await Promise.all([page.waitForResponse(isPost), page.reload()])
    expect(again.status()).toBe(200)
    await expect(page.getByTestId('form-success')).toContainText(SUCCESS)
    expect(await storedLeadsWith({ company })).toHaveLength(1)
  })

  test('sent, a gated form: its message links to the file, which downloads', async ({ page }) => {
    desktopOnly()
    const email = `gated-${randomUUID()}@analytical.example`
    await openForm(page, '/resources/agent-playbook')
    await page.getByLabel('Work email').fill(email)
    const answer = await send(page, 'Download the PDF')
    expect(answer.status()).toBe(200)
    const success = page.getByTestId('form-success')
    await expect(success).toContainText('Your download has started.')
    const link = success.getByRole('link', { name: 'Download forgeline-agent-playbook.pdf' })
    await expect(link).toHaveAttribute(
      'href',
      /\/files\/embedded\/migration\/efe7cc712c2f0354df300debbf9e1fed44fc8ba6\.pdf\?dl=forgeline-agent-playbook\.pdf$/,
    )
    const file = await page.request.get(await link.evaluate((a) => (a as HTMLAnchorElement).href))
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('application/pdf')
    await expect(page.getByRole('form')).toHaveCount(0)
    expect(await noScriptAxeViolations(page, answer)).toEqual([])
    expect(await storedLeadsWith({ email })).toHaveLength(1)
  })

  test('a missing or forged stamp is answered like a success, and nothing is stored', async ({
    page,
    context,
    baseURL,
  }) => {
    desktopOnly()
    const visitors = [`No stamp ${randomUUID()}`, `Forged ${randomUUID()}`]
    for (const [index, name] of visitors.entries()) {
      await context.clearCookies()
      if (index === 1) {
        await context.addCookies([
          {
            name: 'form_started',
            value: `1.${Date.now() - 60_000}.${'A'.repeat(43)}`,
            url: baseURL,
          },
        ])
      }
      // The page without its stamp image: only the cookie above, if any, goes with the post.
      await context.route('**/api/form-stamp', (route) => route.abort())
      await page.goto('/contact')
      const form = page.locator('form#contact-form')
      await form.getByLabel('Full name').fill(name)
      await form.getByLabel('Email').fill('ann@stamp.example')
      await form.getByLabel('Topic').selectOption('Billing')
      await form.getByLabel('Message').fill('Timed by the server.')
      const answer = await send(page, 'Submit')
      expect(answer.status()).toBe(200)
      await expect(page.getByTestId('form-success')).toBeVisible()
      await context.unroute('**/api/form-stamp')
    }
    for (const name of visitors) expect(await storedLeadsWith({ fullName: name })).toEqual([])
  })
})

test.describe('sent before the JavaScript ran', () => {
  test('the answer hydrates as the form in its state, and JavaScript takes over from there', async ({
    page,
  }) => {
    desktopOnly()
    const errors: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    // The page's scripts held back on the first load: the visitor is quicker than they are.
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.goto('/demo')
    const form = page.locator('form#demo-request-form')
    await fillDemoForm(form, freeMailVisitor)
    await page.unroute('**/_next/static/**/*.js')
    const [answer] = await Promise.all([
      page.waitForResponse(isPost),
      form.getByRole('button', { name: 'Request a demo' }).click(),
    ])
    expect(answer.status()).toBe(200)
    // This time the scripts run: the form hydrates in the state the server gave it.
    await expect(page.locator('[data-form-hydrated]').first()).toBeAttached()
    const summary = page.getByRole('group', { name: 'There is a problem' })
    await expect(summary).toBeFocused()
    const email = form.getByLabel('Work email')
    await expect(email).toHaveValue(freeMailVisitor.email)
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await summary.getByRole('link', { name: `Work email: ${WORK_EMAIL}` }).click()
    await expect(email).toBeFocused()

    // Fixed and sent again: now the JavaScript path, JSON to /api/formSubmit.
    await email.fill(demoVisitor.email)
    const [sent] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/formSubmit')),
      form.getByRole('button', { name: 'Request a demo' }).click(),
    ])
    expect(sent.headers()['content-type']).toBe('application/json')
    await expect(page.getByTestId('form-success')).toContainText(SUCCESS)
    await expect(summary).toBeHidden()
    expect(await axeViolations(page)).toEqual([])
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([])
  })

  test('with JavaScript the form still sends JSON with its Idempotency-Key, and never posts the page', async ({
    page,
  }) => {
    desktopOnly()
    const posts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(new URL(r.url()).pathname)
    })
    await openHydrated(page, '/demo')
    await expect(page.locator('[data-form-hydrated]').first()).toBeAttached()
    const form = page.locator('form#demo-request-form')
    await fillDemoForm(form, { company: `JS ${randomUUID()}` })
    await humanPace(page)
    const [sent] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST'),
      form.getByRole('button', { name: 'Request a demo' }).click(),
    ])
    expect(new URL(sent.url()).pathname).toBe('/api/formSubmit')
    expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    await expect(page.getByTestId('form-success')).toBeFocused()
    expect(posts).toEqual(['/api/formSubmit'])
    expect(new URL(page.url()).hash).toBe('')
  })
})

test.describe('posts that are no form of the page', () => {
  test.beforeEach(desktopOnly)

  /** Another server function of the build: next-sanity's, which revalidates cache tags. */
  function otherFunctionId() {
    const file = path.join(DIST_DIR, 'server', 'server-reference-manifest.json')
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      node: Record<string, { exportedName: string }>
    }
    const [id] = Object.entries(manifest.node).find(
      ([, entry]) => entry.exportedName === 'revalidateSyncTagsAction',
    )!
    return id
  }

  /** The server function's fields of the demo form, read from the page as a browser would. */
  async function actionFields(page: Page) {
    await page.goto('/demo')
    return page
      .locator('form#demo-request-form input[type=hidden]')
      .evaluateAll((inputs) =>
        Object.fromEntries(
          (inputs as HTMLInputElement[])
            .filter((input) => input.name.startsWith('$ACTION_'))
            .map((input) => [input.name, input.value]),
        ),
      )
  }

  test('are refused with a clear 4xx, never a 5xx, and store nothing', async ({
    page,
    request,
    baseURL,
  }) => {
    const action = await actionFields(page)
    expect(Object.keys(action).sort()).toEqual([
      '$ACTION_1:0',
      '$ACTION_1:1',
      '$ACTION_KEY',
      '$ACTION_REF_1',
    ])
    const [ref, state] = ['$ACTION_1:0', '$ACTION_1:1']
    const company = `Forged ${randomUUID()}`
    const lead = {
      formId: 'form-demo',
      page: '/demo',
      firstName: 'Eve',
      lastName: 'Forger',
      workEmail: 'eve@forger.example',
      company,
      teamSize: '1–10 people',
    }
    const origin = { Origin: baseURL ?? '' }
    const cases: [string, string, Parameters<typeof request.post>[1], number][] = [
      [
        'from another site',
        '/demo',
        { multipart: { ...action, ...lead }, headers: { Origin: 'https://evil.example' } },
        403,
      ],
      ['without the server function', '/demo', { multipart: lead, headers: origin }, 400],
      [
        'naming another page',
        '/demo',
        { multipart: { ...action, ...lead, page: '/pricing' }, headers: origin },
        400,
      ],
      [
        'with a malformed form id',
        '/demo',
        { multipart: { ...action, ...lead, formId: '../x' }, headers: origin },
        400,
      ],
      [
        'naming no form of the site',
        '/demo',
        { multipart: { ...action, ...lead, formId: 'form-nope' }, headers: origin },
        404,
      ],
      ['urlencoded', '/demo', { form: lead, headers: origin }, 405],
      [
        'larger than 64 KB',
        '/demo',
        { multipart: { ...action, ...lead, message: 'x'.repeat(70_000) }, headers: origin },
        413,
      ],
      [
        'naming another server function of the build (one that revalidates cache tags)',
        '/demo',
        {
          multipart: {
            ...action,
            [ref]: JSON.stringify({ id: otherFunctionId(), bound: '$@1' }),
            ...lead,
          },
          headers: origin,
        },
        400,
      ],
      [
        'with a reference in the state Next would fail to decode',
        '/demo',
        { multipart: { ...action, [state]: '["$Q1"]', ...lead }, headers: origin },
        400,
      ],
      [
        'with a state that is no JSON',
        '/demo',
        { multipart: { ...action, [state]: '[nul', ...lead }, headers: origin },
        400,
      ],
      [
        'without the state',
        '/demo',
        {
          multipart: Object.fromEntries(
            Object.entries({ ...action, ...lead }).filter(([key]) => key !== state),
          ),
          headers: origin,
        },
        400,
      ],
      ['to the old endpoint, urlencoded', '/api/formSubmit', { form: lead, headers: origin }, 415],
    ]
    for (const [what, path, options, status] of cases) {
      const response = await request.post(path, { ...options, maxRedirects: 0 })
      expect(response.status(), what).toBe(status)
    }
    expect(await storedLeadsWith({ company })).toEqual([])
  })
})
