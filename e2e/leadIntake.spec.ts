import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'

// DESIGN §4.3: POST /api/formSubmit under `next start` (instrumentation, PGlite in the temp
// LEADS_DATA_DIR playwright.config.ts gives the server). HTTP only: once per run, not per viewport.
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

  test('redirects the form without JavaScript back to its page (303)', async ({
    request,
    baseURL,
  }) => {
    // The form without JavaScript posts the same keys, without _elapsedMs.
    const fields = Object.fromEntries(
      Object.entries(lead('nojs')).filter(([key]) => key !== '_elapsedMs'),
    )
    const response = await request.post('/api/formSubmit', {
      form: fields,
      headers: { Origin: baseURL ?? '' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(303)
    expect(response.headers()['location']).toBe(
      '/contact?form=form-contact&result=success#form-result-form-contact',
    )
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
})
