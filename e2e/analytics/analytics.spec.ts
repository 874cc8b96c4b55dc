import { expect, test, type Page } from '@playwright/test'
import { COLLECTOR_PORT, TREATMENT } from './env.mjs'
import { openHydrated } from '../support/hydrated'

// Issue 11 against the real build (the analytics project of playwright.config.ts): every third
// party configured and pointed at the local collector, consent opt-in. What each service receives is asserted
// from the collector's record of the requests.
const collector = `http://127.0.0.1:${COLLECTOR_PORT}`

interface Recorded {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  at: number
}

async function recorded(page: Page): Promise<Recorded[]> {
  const response = await page.request.get(`${collector}/__requests`)
  return (await response.json()) as Recorded[]
}

/** Segment events by type letter (SPEC §7: POST {apiHost}/{first letter of the type}). */
async function segmentEvents(page: Page, letter: 'p' | 'i' | 't') {
  return (await recorded(page))
    .filter((r) => r.method === 'POST' && r.path === `/seg/v1/${letter}`)
    .map((r) => r.body as Record<string, unknown>)
}

/** Every event PostHog sent (its batches flattened). */
async function posthogEvents(page: Page) {
  const events: Record<string, unknown>[] = []
  for (const r of await recorded(page)) {
    if (r.method !== 'POST' || !r.path.startsWith('/ph/') || !r.body) continue
    const body = r.body as Record<string, unknown> | Record<string, unknown>[]
    const batch = Array.isArray(body) ? body : Array.isArray(body.batch) ? body.batch : [body]
    events.push(...(batch as Record<string, unknown>[]))
  }
  return events
}

test.beforeEach(async ({ page, context }) => {
  await page.request.post(`${collector}/__reset`)
  await context.clearCookies()
  // PostHog drops events from browsers driven by automation (navigator.webdriver, and a
  // "HeadlessChrome" user agent: see the config); a visitor's browser is not.
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
  )
})

test('opt-in: nothing third-party loads or is stored before the visitor accepts', async ({
  page,
}) => {
  const thirdParty: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(test.info().project.use.baseURL!)) thirdParty.push(request.url())
  })
  await page.goto('/?gclid=e2e-gclid-1&utm_source=newsletter')
  await expect(page.getByRole('region', { name: /cookie/i })).toBeVisible()
  // Past the load event and idle time, when the libraries would have loaded.
  await page.waitForLoadState('load')
  await page.waitForTimeout(4000)
  expect(thirdParty).toEqual([])
  expect(await recorded(page)).toEqual([])
  expect(await page.evaluate(() => document.cookie)).toBe('')
  const stored = await page.evaluate(() => Object.keys(localStorage))
  expect(stored.filter((key) => /ajs|ph_|posthog|_ga/.test(key))).toEqual([])
  expect(await page.evaluate(() => (window as { dataLayer?: unknown }).dataLayer)).toBeUndefined()
})

test('after accepting: Segment, PostHog, the experiment, visitor ID and the tag manager', async ({
  page,
}) => {
  const consoleErrors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text())
  })
  await page.goto('/?gclid=e2e-gclid-1')
  await page.getByRole('button', { name: 'Accept' }).click()

  // Segment: settings through the first-party rewrite, then the SPEC §7 page view calls.
  await expect
    .poll(async () =>
      (await recorded(page)).some((r) => r.path === '/cdn/v1/projects/e2e-write-key/settings'),
    )
    .toBe(true)
  await expect.poll(async () => (await segmentEvents(page, 'p')).length).toBeGreaterThan(0)
  const [pageCall] = await segmentEvents(page, 'p')
  expect(pageCall).toMatchObject({ type: 'page', name: 'landing', writeKey: 'e2e-write-key' })
  await expect
    .poll(async () => (await segmentEvents(page, 'i')).map((e) => e.traits))
    .toContainEqual(
      expect.objectContaining({
        gclid: 'e2e-gclid-1',
        gclid_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    )
  await expect
    .poll(async () => (await segmentEvents(page, 't')).filter((e) => e.event === 'Page View'))
    .toEqual([
      expect.objectContaining({
        properties: expect.objectContaining({
          gclid: 'e2e-gclid-1',
          page_url: expect.stringContaining('/?gclid=e2e-gclid-1'),
        }),
      }),
    ])

  // PostHog: a page view with the page name, through its first-party path.
  await expect
    .poll(async () => (await posthogEvents(page)).filter((e) => e.event === '$pageview'))
    .toContainEqual(
      expect.objectContaining({ properties: expect.objectContaining({ page_name: 'landing' }) }),
    )

  // The experiment: told the page hydrated, its treatment set as person properties (SPEC §3).
  const expected = {
    userToken: TREATMENT.userToken,
    inGlobalHoldout: false,
    [TREATMENT.experimentId]: TREATMENT.variantId,
  }
  await expect
    .poll(async () =>
      (await posthogEvents(page)).map((e) => (e.properties as { $set?: unknown })?.$set ?? e.$set),
    )
    .toContainEqual(expect.objectContaining(expected))
  await expect
    .poll(async () => (await segmentEvents(page, 'i')).map((e) => e.traits))
    .toContainEqual(expect.objectContaining(expected))

  // The visitor-identification script: requested only after the load event (SPEC §2).
  await expect
    .poll(() => page.evaluate(() => (window as { __visitorIdLoaded?: boolean }).__visitorIdLoaded))
    .toBe(true)
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const script = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/visitor.js'))
    return { loadEventStart: nav.loadEventStart, requested: script?.startTime ?? -1 }
  })
  expect(timing.requested).toBeGreaterThanOrEqual(timing.loadEventStart)

  // The tag manager: consent defaults, then the update, then its own start, in the dataLayer.
  await expect
    .poll(() =>
      page.evaluate(() => (window as { __gtmContainerLoaded?: number }).__gtmContainerLoaded),
    )
    .toBeGreaterThan(0)
  const dataLayer = await page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      entry && typeof entry === 'object' && 'length' in entry
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  )
  const consentDefault = dataLayer.findIndex(
    (e) => Array.isArray(e) && e[0] === 'consent' && e[1] === 'default',
  )
  const gtmStart = dataLayer.findIndex(
    (e) => !!e && typeof e === 'object' && (e as { event?: string }).event === 'gtm.js',
  )
  expect(consentDefault).toBeGreaterThanOrEqual(0)
  expect(gtmStart).toBeGreaterThan(consentDefault)
  expect(dataLayer).toContainEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted' }),
  ])
  expect((await recorded(page)).find((r) => r.path === '/gtm.js')?.query).toEqual({
    id: 'GTM-E2E1',
  })

  expect(consoleErrors).toEqual([])
})

test('the header’s events and a client route change reach Segment', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect.poll(async () => (await segmentEvents(page, 'p')).length).toBe(1)

  await page.getByRole('banner').getByRole('link', { name: /Agent/ }).click()
  await expect(page).toHaveURL(/\/agent3$/)
  await expect
    .poll(async () => (await segmentEvents(page, 't')).map((e) => [e.event, e.properties]))
    .toContainEqual(['Clicked Agent3', { from: '/', location: 'header' }])
  // The route change: one more page call, named for the new path.
  await expect
    .poll(async () => (await segmentEvents(page, 'p')).map((e) => e.name))
    .toEqual(['landing', 'agent3'])

  for (const [name, event] of [
    ['Log in', 'Login Trigger'],
    ['Sign up', 'Signup Requested'],
  ] as const) {
    await openHydrated(page, '/agent3')
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click()
    await expect
      .poll(async () => (await segmentEvents(page, 't')).map((e) => [e.event, e.properties]))
      .toContainEqual([event, { from: '/agent3', location: 'header' }])
  }
})

test('the choice persists, and withdrawing it from the footer stops the sending', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect.poll(async () => (await segmentEvents(page, 'p')).length).toBe(1)

  // A new page load: no banner, the libraries load without asking again.
  await page.request.post(`${collector}/__reset`)
  await page.goto('/agent3')
  await expect(page.getByRole('region', { name: /cookie/i })).toBeHidden()
  await expect
    .poll(async () => (await segmentEvents(page, 'p')).map((e) => e.name))
    .toEqual(['agent3'])

  // Withdrawn from the footer: nothing that happens afterwards is sent (PostHog may still
  // flush its batch of what happened before).
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /cookie settings/i })
    .click()
  await page.getByRole('button', { name: 'Reject' }).click()
  await page.waitForTimeout(300)
  const withdrawnAt = await page.evaluate(() => Date.now())
  await page.request.post(`${collector}/__reset`)
  await page.getByRole('banner').getByRole('link', { name: /Agent/ }).click()
  await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/login$/)
  // Longer than PostHog's batch interval.
  await page.waitForTimeout(4000)
  expect(await segmentEvents(page, 't')).toEqual([])
  expect(await segmentEvents(page, 'p')).toEqual([])
  const after = (await posthogEvents(page)).filter(
    (e) => Date.parse(String(e.timestamp)) > withdrawnAt,
  )
  expect(after).toEqual([])
})

/** The analytics cookies and localStorage entries the page holds (names and values). */
async function storedAnalytics(page: Page) {
  return page.evaluate(() => ({
    cookies: document.cookie
      .split(';')
      .map((cookie) => cookie.trim())
      .filter(Boolean),
    local: Object.entries(localStorage).map(([key, value]) => `${key}=${value}`),
  }))
}

// Issue 33, item 5: the click on Reject was autocaptured by PostHog (its listener runs in the
// capture phase, before the banner's handler) and sent, and PostHog's cookie kept a distinct id.
test('withdrawing consent sends neither the click on Reject nor anything later, and forgets the ids', async ({
  page,
}) => {
  await openHydrated(page, '/')
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect.poll(async () => (await segmentEvents(page, 'p')).length).toBe(1)
  await expect
    .poll(async () => (await posthogEvents(page)).some((e) => e.event === '$pageview'))
    .toBe(true)
  const [segmentPage] = (await segmentEvents(page, 'p')) as [Record<string, unknown>]
  const pageview = (await posthogEvents(page)).find((e) => e.event === '$pageview')!
  const properties = pageview.properties as Record<string, unknown>
  const ids = [segmentPage.anonymousId, properties.distinct_id, properties.$device_id].filter(
    (id): id is string => typeof id === 'string' && id.length > 0,
  )
  expect(ids).toHaveLength(3)
  // Both libraries keep them in the browser while consent holds.
  const before = JSON.stringify(await storedAnalytics(page))
  for (const id of ids) expect(before).toContain(id)

  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /cookie settings/i })
    .click()
  const reject = page.getByRole('button', { name: 'Reject' })
  await expect(reject).toBeVisible()
  const rejectedFrom = await page.evaluate(() => Date.now())
  await reject.click()
  // A later click on the page (not a link: the page stays) is not sent either.
  await page.getByRole('heading', { level: 1 }).click()
  // Longer than PostHog's batch interval.
  await page.waitForTimeout(4000)

  const sentAfter = (events: Record<string, unknown>[]) =>
    events
      .filter((e) => Date.parse(String(e.timestamp)) >= rejectedFrom)
      .map((e) => [e.event ?? e.type, (e.properties as { $el_text?: string })?.$el_text])
  expect(sentAfter(await posthogEvents(page))).toEqual([])
  for (const letter of ['p', 'i', 't'] as const) {
    expect(sentAfter(await segmentEvents(page, letter))).toEqual([])
  }

  const after = await storedAnalytics(page)
  const analyticsEntry = /^(ajs_|ph_|[^=]*posthog)/
  expect(after.cookies.filter((cookie) => analyticsEntry.test(cookie))).toEqual([])
  expect(after.local.filter((entry) => analyticsEntry.test(entry))).toEqual([])
  const stored = JSON.stringify(after)
  for (const id of ids) expect(stored).not.toContain(id)
})

// Issue 33, item 5: PostHog posts to /ph/e/ and Next answered 308 to /ph/e (its trailing-slash
// redirect comes before the rewrite), so every send was made twice.
test('PostHog: one request per send, none redirected', async ({ page }) => {
  const sends: { method: string; path: string; status: number }[] = []
  page.on('requestfinished', async (request) => {
    const { pathname } = new URL(request.url())
    if (!pathname.startsWith('/ph/')) return
    const response = await request.response()
    sends.push({ method: request.method(), path: pathname, status: response?.status() ?? 0 })
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect
    .poll(async () => (await posthogEvents(page)).some((e) => e.event === '$pageview'))
    .toBe(true)
  // Whatever is still on its way arrives.
  await page.waitForTimeout(1000)
  const received = (await recorded(page)).filter((r) => r.path.startsWith('/ph/'))
  expect(sends.filter((send) => send.status !== 200)).toEqual([])
  expect(sends).toHaveLength(received.length)

  // Every other path still loses its trailing slash, once, as Next's own redirect did.
  const trailingSlashed = [
    ['/agent3/', '/agent3'],
    ['/blog/shipping-with-agents/?utm_source=e2e', '/blog/shipping-with-agents?utm_source=e2e'],
    ['/phone/', '/phone'],
  ] as const
  for (const [path, location] of trailingSlashed) {
    const response = await page.request.get(path, { maxRedirects: 0 })
    expect([path, response.status(), response.headers()['location']]).toEqual([path, 308, location])
  }
})

// Issue 33, item 5: withdrawing left PostHog's own opt-out record behind, and a later yes, in the
// same page or on a later visit, loaded PostHog still opted out: nothing was sent again.
test('consent given again after a withdrawal: PostHog sends again', async ({ page }) => {
  await openHydrated(page, '/')
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect
    .poll(async () => (await posthogEvents(page)).some((e) => e.event === '$pageview'))
    .toBe(true)
  const cookieSettings = page
    .getByRole('contentinfo')
    .getByRole('button', { name: /cookie settings/i })
  await cookieSettings.click()
  await page.getByRole('button', { name: 'Reject' }).click()

  // Yes again, in the same page: the next page view is sent.
  await cookieSettings.click()
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByRole('region', { name: /cookie/i })).toBeHidden()
  const acceptedAgain = await page.evaluate(() => Date.now())
  await page.getByRole('banner').getByRole('link', { name: /Agent/ }).click()
  await expect(page).toHaveURL(/\/agent3$/)
  const pageviewsSince = async (since: number) =>
    (await posthogEvents(page))
      .filter((e) => e.event === '$pageview' && Date.parse(String(e.timestamp)) >= since)
      .map((e) => (e.properties as { page_name?: string }).page_name)
  await expect.poll(() => pageviewsSince(acceptedAgain)).toContain('agent3')

  // And on the next visit.
  const reloaded = await page.evaluate(() => Date.now())
  await openHydrated(page, '/product')
  await expect.poll(() => pageviewsSince(reloaded)).toContain('product')
})
