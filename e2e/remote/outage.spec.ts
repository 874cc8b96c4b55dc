// Issue 12, item 4: when the CMS fails (500) or does not answer (hang), every page already
// generated still answers 200 with its last content, also when it has to be regenerated (the
// publish webhook of the shared header expired every page); the outage is logged once with its
// reason; once the CMS is back, regeneration is tried again by itself and a publish works.
import { expect, test } from '@playwright/test'
import { embeddedPages } from '../support/content'
import { FETCH_TIMEOUT_MS, RETRY_SECONDS } from './env.mjs'
import { escapeRegExp, lake, publish, siteLog, titleOf } from './lake'

const HEADER = { _type: 'header', _id: 'header' }
const PRICING = { _type: 'page', _id: 'page-pricing', slug: 'pricing' }

test.beforeEach(() => lake.reset())
test.afterEach(() => lake.reset())

for (const mode of ['500', 'hang'] as const) {
  test(`CMS ${mode === '500' ? 'answers 500' : 'hangs'}: pages stay 200 with their last content`, async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const logStart = siteLog().length
    await lake.fail(mode)
    // Every page's queries carry the header's tag: this expires every page at once.
    expect((await publish(request, HEADER)).status()).toBe(200)

    let slowest = 0
    for (const { path, title } of embeddedPages) {
      const started = Date.now()
      const shown = await titleOf(request, path)
      slowest = Math.max(slowest, Date.now() - started)
      expect(shown.status, path).toBe(200)
      expect(shown.title, path).toMatch(new RegExp(`^${escapeRegExp(title)}`))
    }
    // The pages were regenerated against the failing CMS (their page queries failed), not just
    // served from the build; a page regenerated from the last good content lives RETRY_SECONDS.
    const failed = (await lake.requests()).filter((r) => r.status === (mode === '500' ? 500 : -1))
    expect(failed.some((r) => r.queryLength > 5000)).toBe(true)
    const regenerated = await request.get('/pricing')
    expect(regenerated.headers()['cache-control']).toContain(`s-maxage=${RETRY_SECONDS},`)
    // A hang costs at most one deadline per request (the breaker fails the rest at once).
    expect(slowest).toBeLessThan(2 * FETCH_TIMEOUT_MS + 3000)

    const reason = mode === '500' ? 'HTTP 500' : `no answer within ${FETCH_TIMEOUT_MS} ms`
    const outageLines = siteLog()
      .slice(logStart)
      .filter((line) => line.includes('[sanity] CMS unavailable'))
    expect(outageLines).toHaveLength(1)
    expect(outageLines[0]).toContain(reason)

    // The CMS is back: without any webhook, a changed title reaches the page, because a page
    // regenerated from the last good content lives only SANITY_RETRY_SECONDS.
    await lake.fail('off')
    const newTitle = `Pricing after the outage ${Date.now()}`
    await lake.put({ ...(await lake.document(PRICING._id)), title: newTitle })
    await expect
      .poll(async () => (await titleOf(request, '/pricing')).title, { timeout: 30_000 })
      .toMatch(new RegExp(`^${newTitle}`))
    const backLines = siteLog()
      .slice(logStart)
      .filter((line) => line.includes('[sanity] the CMS answers again'))
    expect(backLines).toHaveLength(1)

    // And a publish works as before.
    await lake.reset()
    expect((await publish(request, PRICING)).status()).toBe(200)
    await expect
      .poll(async () => (await titleOf(request, '/pricing')).title, { timeout: 10_000 })
      .toMatch(/^Pricing/)
  })
}
