import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { humanPace } from '../support/humanPace'
import { startSiteServer } from '../support/siteServer'

// DESIGN §4.3: POST /api/formSubmit under `npm start` (server.mjs; instrumentation, PGlite in the
// temp LEADS_DATA_DIR playwright.config.ts gives the server). HTTP only: once per run, not per
// viewport.
const lead = (n: string) => ({
  formId: 'form-contact',
  page: '/contact',
  fullName: `E2E ${n}`,
  email: `e2e-${n}@example.com`,
  topic: 'Sales',
  message: 'Hello from the route tests.',
  utm_source: 'e2e',
  _elapsedMs: 4000,
})

test.describe('lead intake endpoint', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'HTTP only: the desktop project')

  test('stores a lead (201) and answers a replay with the same id (200)', async ({ request }) => {
    const key = randomUUID()
    const headers = { 'Idempotency-Key': key }
    const first = await request.post('/api/formSubmit', { data: lead(key), headers })
    expect(first.status()).toBe(201)
    const { status, id } = await first.json()
    expect(status).toBe('success')
    const again = await request.post('/api/formSubmit', { data: lead(key), headers })
    expect(again.status()).toBe(200)
    expect((await again.json()).id).toBe(id)
  })

  test('answers field errors with 422 and the SPEC §8 message', async ({ request }) => {
    const response = await request.post('/api/formSubmit', {
      data: { ...lead('x'), email: 'not-an-email' },
      headers: { 'Idempotency-Key': randomUUID() },
    })
    expect(response.status()).toBe(422)
    expect(await response.json()).toEqual({
      status: 'error',
      errors: { email: 'Please enter a valid email address' },
    })
  })

  test('answers other methods with 405 and Allow: POST', async ({ request }) => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await request.fetch('/api/formSubmit', { method })
      expect(response.status()).toBe(405)
      expect(response.headers()['allow']).toBe('POST')
    }
  })

  test('takes JSON only: the form without JavaScript posts to its own page (issue 48)', async ({
    request,
    baseURL,
  }) => {
    const fields = Object.fromEntries(
      Object.entries(lead('nojs')).filter(([key]) => key !== '_elapsedMs'),
    )
    const response = await request.post('/api/formSubmit', {
      form: fields,
      headers: { Origin: baseURL ?? '' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(415)
    expect(response.headers()['accept-post']).toBe('application/json')
  })

  test('refuses a cross-origin post (403) and other body types (415)', async ({ request }) => {
    const cross = await request.post('/api/formSubmit', {
      data: lead('o'),
      headers: { Origin: 'https://evil.example' },
    })
    expect(cross.status()).toBe(403)
    const text = await request.post('/api/formSubmit', {
      data: 'hello',
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(text.status()).toBe(415)
  })

  test("keys the rate limit on the socket's address, which X-Forwarded-For cannot change (issue 34)", async ({
    request,
  }) => {
    test.setTimeout(90_000)
    // A server of its own with a limit of 2 a minute and no TRUST_PROXY (a single machine
    // without a front): server.mjs gives the intake the socket's address (nodeServer.mjs).
    const server = await startSiteServer({
      LEADS_DATA_DIR: 'memory://',
      DATABASE_URL: '',
      LEADS_WEBHOOK_URL: '',
      LEADS_RATE_LIMIT_PER_MINUTE: '2',
      LEADS_RATE_LIMIT_BURST: '2',
      TRUST_PROXY: '',
    })
    try {
      const statuses: number[] = []
      for (const n of [1, 2, 3]) {
        const response = await request.post(`${server.origin}/api/formSubmit`, {
          data: lead(`limit-${n}`),
          headers: { 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': `203.0.113.${n}` },
        })
        statuses.push(response.status())
      }
      expect(statuses).toEqual([201, 201, 429])
    } finally {
      await server.stop()
    }
  })
})

// Issue 33: the form without JavaScript is timed by a start time the server issues and signs (the
// pages are static, so it cannot be in their HTML): a <noscript> image sets it as a cookie.
test.describe('the start time of the form without JavaScript', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'the same at every viewport')
  const STAMP_COOKIE = 'form_started'
  const isStamp = (url: string) => new URL(url).pathname === '/api/form-stamp'

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the page sets a signed HttpOnly stamp; a visitor who takes a few seconds sends it with the form', async ({
      page,
      context,
    }) => {
      const stamped = page.waitForResponse((response) => isStamp(response.url()))
      await page.goto('/contact')
      const stamp = await stamped
      expect(stamp.status()).toBe(200)
      expect(stamp.headers()['cache-control']).toBe('no-store')
      const [cookie] = (await context.cookies()).filter((c) => c.name === STAMP_COOKIE)
      // The whole site: the form posts to its own page (issue 48).
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
      expect(cookie?.value).toMatch(/^1\.\d+\.[\w-]{43}$/)

      const form = page.locator('form#contact-form')
      await form.getByLabel('Full name').fill('Ann Stamp')
      await form.getByLabel('Email').fill('ann@stamp.example')
      await form.getByLabel('Topic').selectOption('Billing')
      await form.getByLabel('Message').fill('Timed by the server.')
      await humanPace(page)
      const [submit] = await Promise.all([
        page.waitForRequest((r) => r.method() === 'POST'),
        form.getByRole('button', { name: 'Submit' }).click(),
      ])
      expect(new URL(submit.url()).pathname).toBe('/contact')
      expect((await submit.allHeaders())['cookie']).toContain(`${STAMP_COOKIE}=${cookie?.value}`)
      expect((await submit.response())?.status()).toBe(200)
      await expect(page.locator('#form-result-form-contact')).toContainText(
        'Thanks for getting in touch',
      )
    })
  })

  test('a page with JavaScript never asks for a stamp', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (isStamp(request.url())) asked.push(request.url())
    })
    await page.goto('/contact')
    await expect(page.locator('form#contact-form')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(asked).toEqual([])
  })
  // A forged, malformed or missing stamp: e2e/routes/noJsForm.spec.ts and noScriptForm.test.ts.
})
