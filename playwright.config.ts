import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunch, failureArtifacts, viewports } from './playwright.shared'
import { TEST_MIN_ELAPSED_MS } from './e2e/humanPace'

// Route tests against `npm start` (server.mjs, the production build); run `next build` first.
/** The draft-mode secret the test server runs with (e2e/draftMode.spec.ts uses it). */
export const PREVIEW_SECRET = 'e2e-preview-secret'

const port = Number(process.env.E2E_PORT || 3100)
const baseURL = `http://127.0.0.1:${port}`
/** The test server's own PGlite store, emptied before it starts: tests never touch `.data/`. */
const leadsDataDir = path.join(os.tmpdir(), `e2e-leads-${port}`)

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  expect: {
    toHaveScreenshot: {
      // A fixed pixel budget, as in playwright.stories.config.ts, never a share of the page: a
      // ratio grows with the page (0.2 % of a 1280×8264 page is 21,000 pixels, enough for a
      // button to vanish unnoticed). e2e/visual.spec.ts proves a hidden button fails this budget.
      maxDiffPixels: 64,
      // Strict colour threshold, as in playwright.stories.config.ts: a changed token must fail.
      threshold: 0.01,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}-{projectName}{ext}',
  use: {
    baseURL,
    launchOptions: chromiumLaunch,
    ...failureArtifacts,
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: viewports.mobile, isMobile: false },
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: viewports.desktop } },
  ],
  webServer: {
    command: `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true }); require('fs').rmSync(process.argv[1] + '.lock', { force: true })" ${JSON.stringify(leadsDataDir)} && node server.mjs -H 127.0.0.1 -p ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      SANITY_PREVIEW_SECRET: PREVIEW_SECRET,
      LEADS_DATA_DIR: leadsDataDir,
      DATABASE_URL: '',
      LEADS_WEBHOOK_URL: '',
      // Every test submits from 127.0.0.1: the per-IP limit would stop a full run.
      LEADS_RATE_LIMIT_PER_MINUTE: '10000',
      // A person's pace, shortened (e2e/humanPace.ts).
      LEADS_MIN_ELAPSED_MS: String(TEST_MIN_ELAPSED_MS),
    },
  },
})
