// Route snapshots: every embedded page, whole, at the mobile (375 px) and desktop (1280 px)
// projects, against committed baselines (e2e/routes/__screenshots__/visual.spec.ts/). The pages come
// from the dataset itself (e2e/support/content.ts), so a new page gets a snapshot without a new test.
// Nothing is masked: the only moving part, the copyright year, changes once a year.
// The budget is a fixed 64 pixels (pixelBudget, e2e/support/browser.ts), never a share of the
// page; the last test shows why.
//
// Update on purpose, only the pages meant to change:
// npx playwright test e2e/routes/visual.spec.ts --update-snapshots -g 'snapshots /pricing looks'
import { existsSync, readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { embeddedPages } from '../support/content'
import { openHydrated } from '../support/hydrated'
import { pixelBudget } from '../support/browser'
import { pageArea, waitForAssets } from '../support/screenshot'

/** 'home' for '/', else the path with its slashes as dashes ('solutions-enterprise'). */
function snapshotName(path: string): string {
  return `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}.png`
}

test.describe('route snapshots', () => {
  for (const { path } of embeddedPages) {
    test(`${path} looks as it did`, async ({ page }) => {
      // What a visitor sees once the page is in React's hands.
      await openHydrated(page, path)
      await waitForAssets(page)
      const options = { fullPage: true, clip: await pageArea(page) }
      // One capture first, with the options toHaveScreenshot takes from playwright.config.ts: a
      // page that matches its baseline byte for byte (nearly all, nearly always) is done. Only
      // the others go through toHaveScreenshot, which waits for two identical captures (a long
      // page takes a few seconds each) and compares them pixel by pixel against the budget.
      const capture = await page.screenshot({
        ...options,
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
      })
      const baseline = test.info().snapshotPath(snapshotName(path), { kind: 'screenshot' })
      if (existsSync(baseline) && readFileSync(baseline).equals(capture)) return
      await expect(page).toHaveScreenshot(snapshotName(path), { ...options, timeout: 20_000 })
    })
  }
})

/** The Playwright budget this suite used before (playwright.config.ts), a share of the page. */
const OLD_MAX_DIFF_PIXEL_RATIO = 0.002

/** The differing pixel count a failed comparison reports ('452 pixels (ratio 0.01 …) are different'). */
function differingPixels(error: Error): number {
  // The message is coloured for the terminal.
  const message = error.message.replace(/\u001b\[[0-9;]*m/g, '')
  const match = /(\d+) pixels \(ratio/.exec(message)
  if (!match) throw new Error(`no pixel count in: ${message}`)
  return Number(match[1])
}

/** The header control every project shows: Sign up on desktop, the burger on mobile. */
function headerButton(page: Page, project: string) {
  const banner = page.getByRole('banner')
  return project === 'routes-desktop'
    ? banner.getByRole('link', { name: 'Sign up' })
    : banner.getByRole('button', { name: 'Menu' })
}

test('the pixel budget fails a page with one button hidden, which the old 0.2 % ratio let pass', async ({
  page,
}, testInfo) => {
  // Updating snapshots would write the doctored page over the baseline.
  test.skip(
    testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed',
    'compares a doctored page; never a baseline',
  )
  // The longest page, where a share of the page allowed the most (1280×8264: 21,000 pixels).
  const path = '/blog/shipping-with-agents'
  await openHydrated(page, path)
  await waitForAssets(page)
  const button = headerButton(page, testInfo.project.name)
  await expect(button).toBeVisible()
  await button.evaluate((el) => el.setAttribute('data-hidden-for-test', ''))
  await page.addStyleTag({ content: '[data-hidden-for-test] { visibility: hidden !important; }' })
  await expect(button).toBeHidden()

  const clip = await pageArea(page)
  // One capture, compared once with the project's budget: toHaveScreenshot would retry a failing
  // comparison until its timeout.
  const capture = await page.screenshot({
    fullPage: true,
    clip,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  })
  let error: Error | null = null
  try {
    expect(capture).toMatchSnapshot(snapshotName(path), pixelBudget)
  } catch (e) {
    error = e as Error
  }
  expect(error, 'the comparison must fail with a button gone').not.toBeNull()
  const differing = differingPixels(error!)
  testInfo.annotations.push({ type: 'differing pixels', description: String(differing) })
  // Over the fixed budget, and under what the old ratio allowed for this page: the ratio missed it.
  expect(differing).toBeGreaterThan(64)
  expect(differing).toBeLessThan(clip.width * clip.height * OLD_MAX_DIFF_PIXEL_RATIO)
})
