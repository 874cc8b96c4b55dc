// Route snapshots: every embedded page, whole, at the mobile (375 px) and desktop (1280 px)
// projects, against committed baselines (e2e/__screenshots__/visual.spec.ts/). The pages come
// from the dataset itself (e2e/content.ts), so a new page gets a snapshot without a new test.
// Nothing is masked: the only moving part, the copyright year, changes once a year.
//
// Update on purpose: npx playwright test e2e/visual.spec.ts --update-snapshots
import { expect, test } from '@playwright/test'
import { embeddedPages } from './content'
import { pageArea, waitForAssets } from './screenshot'

/** 'home' for '/', else the path with its slashes as dashes ('solutions-enterprise'). */
function snapshotName(path: string): string {
  return `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}.png`
}

test.describe('route snapshots', () => {
  for (const { path } of embeddedPages) {
    test(`${path} looks as it did`, async ({ page }) => {
      await page.goto(path)
      await waitForAssets(page)
      // A long page takes a few seconds per capture, and the check wants two identical ones.
      await expect(page).toHaveScreenshot(snapshotName(path), {
        fullPage: true,
        clip: await pageArea(page),
        timeout: 20_000,
      })
    })
  }
})
