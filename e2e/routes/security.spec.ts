import { expect, test, type Page } from '@playwright/test'
import { PREVIEW_SECRET } from '../support/routeServer'
import { draftDocuments } from '../support/content'
import { observatoryScore } from '../support/observatory'
import { recordCspViolations } from '../support/csp'

// Issue 9: security headers on every response, and a Content-Security-Policy without
// 'unsafe-inline' scripts that the static pages' own inline scripts satisfy (hashes).

/** Collects CSP violations reported by the browser while `run` navigates. */
async function violations(page: Page, run: () => Promise<void>): Promise<string[]> {
  const seen = await recordCspViolations(page)
  await run()
  return seen()
}

test.describe('security headers (issue 9)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'one project is enough')

  const COMMON = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  }

  test('a page, an API route and a 404 carry every header', async ({ request }) => {
    const page = await request.get('/product')
    const api = await request.get('/api/formSubmit')
    const missing = await request.get('/no-such-page')
    for (const [name, response] of [
      ['page', page],
      ['api', api],
      ['404', missing],
    ] as const) {
      const headers = response.headers()
      for (const [header, value] of Object.entries(COMMON)) {
        expect(headers[header], `${name} ${header}`).toBe(value)
      }
      expect(headers['permissions-policy'], name).toContain('camera=()')
      expect(headers['content-security-policy'], name).toContain('frame-ancestors')
    }
    const policy = page.headers()['content-security-policy']!
    // One policy (two headers would be joined here): the page cache's, with the page's hashes
    // (src/server/cacheHandler.mjs); the proxy sends none of its own for a cached page.
    expect(policy.match(/default-src/g)).toHaveLength(1)
    const scriptSrc = /script-src ([^;]+)/.exec(policy)![1]!
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/)
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'self'")
    expect(api.headers()['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  })

  test("robots.txt, sitemap.xml and the site's server's own refusals carry the non-page headers", async ({
    request,
  }) => {
    // Issue 47: the headers of an answer that is no page (securityHeaderValues.mjs); the full walk
    // of every kind of answer, CONNECT and 411/413 included, is scripts/replica-headers.mjs.
    const answers = {
      'robots.txt': await request.get('/robots.txt'),
      'sitemap.xml': await request.get('/sitemap.xml'),
      '.rsc': await request.get('/pricing.rsc'),
      TRACE: await request.fetch('/', { method: 'TRACE' }),
      '413': await request.post('/api/formSubmit', {
        headers: { 'Content-Type': 'application/json' },
        data: 'x'.repeat(40 * 1024),
      }),
    }
    const statuses = Object.fromEntries(
      Object.entries(answers).map(([name, response]) => [name, response.status()]),
    )
    expect(statuses).toEqual({
      'robots.txt': 200,
      'sitemap.xml': 200,
      '.rsc': 404,
      TRACE: 405,
      '413': 413,
    })
    for (const [name, response] of Object.entries(answers)) {
      const headers = response.headers()
      for (const [header, value] of Object.entries(COMMON)) {
        expect(headers[header], `${name} ${header}`).toBe(value)
      }
      expect(headers['permissions-policy'], name).toContain('camera=()')
      expect(headers['x-frame-options'], name).toBe('SAMEORIGIN')
      expect(headers['content-security-policy'], name).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
    }
  })

  // Every page of the dataset is checked on its visit in e2e/routes/pages.spec.ts.
  test('the pages outside the dataset run with zero CSP violations, and a page hydrates', async ({
    page,
  }) => {
    const paths = ['/login', '/signup', '/no-such-page']
    const found = await violations(page, async () => {
      for (const path of paths) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
      }
    })
    expect(found).toEqual([])
    // Scripts ran: the build version is logged and client components respond (SPEC §2).
    await page.goto('/demo')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('draft mode pages run with zero CSP violations (nonce)', async ({ page }) => {
    const draftPage = draftDocuments.find((d) => d._type === 'page' && d.slug?.current)!
    const path = `/${draftPage.slug!.current}`
    const found = await violations(page, async () => {
      await page.goto(
        `/api/draft-mode/enable?secret=${PREVIEW_SECRET}&redirect=${encodeURIComponent(path)}`,
      )
      await expect(page.getByTestId('preview-overlay')).toContainText('Previewing drafts')
      await page.waitForLoadState('networkidle')
    })
    expect(found).toEqual([])
    const response = await page.request.get(path)
    expect(response.headers()['content-security-policy']).toMatch(/'nonce-[^']+' 'strict-dynamic'/)
  })
})

test('the Mozilla HTTP Observatory score of a page is at least 100 (A+)', async ({
  request,
}, info) => {
  test.skip((info.project.use.viewport?.width ?? 0) < 1000, 'one project is enough')
  for (const path of ['/', '/product', '/no-such-page']) {
    const response = await request.get(path)
    const result = observatoryScore(response.headers(), await response.text())
    console.log(`Observatory ${path}: ${result.score} (${result.grade})`)
    for (const [name, { result: outcome, modifier }] of Object.entries(result.tests)) {
      console.log(`  ${name}: ${outcome} (${modifier >= 0 ? '+' : ''}${modifier})`)
    }
    expect(result.score, path).toBeGreaterThanOrEqual(100)
  }
})
