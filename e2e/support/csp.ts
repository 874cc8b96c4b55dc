// Issue 9: what a page does against its Content-Security-Policy, as the browser reports it.
import type { Page } from '@playwright/test'

type CspWindow = Window & { __csp?: string[] }

/**
 * Starts recording the page's CSP violations: the `securitypolicyviolation` events from before
 * the page's first script, and every console message about the Content Security Policy (a
 * warning too, so a test that expects none fails on either). Call before the page loads; the
 * returned function gives what was seen so far.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text())
  })
  await page.addInitScript(() => {
    const w = window as CspWindow
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__csp?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
    })
  })
  return async () => [...logged, ...(await page.evaluate(() => (window as CspWindow).__csp ?? []))]
}
