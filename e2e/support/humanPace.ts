// The intake drops a submit made sooner than LEADS_MIN_ELAPSED_MS after the form appeared, as a
// bot's (DESIGN §4.3; 1500 ms by default). The route tests' servers run with a shorter minimum, so
// that each form test waits a fraction of a second instead of two; the rule itself and its default
// are a unit test's (src/server/leads/intake.test.ts).
import type { Page } from '@playwright/test'

/** LEADS_MIN_ELAPSED_MS of every server the route tests start (playwright.config.ts, siteServer). */
export const TEST_MIN_ELAPSED_MS = 400

/** A person is slower than the minimum by this much at least (timers on a busy machine drift). */
const MARGIN_MS = 300

/**
 * Waits until a form shown at `shownAt` (a Date.now(); by default now) has been on screen longer
 * than a bot would take. The form times itself from its own appearance, which comes earlier.
 */
export async function humanPace(page: Page, shownAt = Date.now()) {
  const left = shownAt + TEST_MIN_ELAPSED_MS + MARGIN_MS - Date.now()
  if (left > 0) await page.waitForTimeout(left)
}
