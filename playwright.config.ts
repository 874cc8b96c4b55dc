import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunch, viewports } from './playwright.shared'

// Route tests against `next start` (the production build); run `next build` first.
/** The draft-mode secret the test server runs with (e2e/draftMode.spec.ts uses it). */
export const PREVIEW_SECRET = 'e2e-preview-secret'

const port = Number(process.env.E2E_PORT || 3100)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  expect: {
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.002,
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
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: viewports.mobile, isMobile: false },
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: viewports.desktop } },
  ],
  webServer: {
    command: `npx next start -H 127.0.0.1 -p ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      SANITY_PREVIEW_SECRET: PREVIEW_SECRET,
      // Every form test posts from 127.0.0.1: the per-IP limit (10 a minute by default) would
      // refuse the later ones. Leads of a test run go to an in-memory store.
      LEADS_RATE_LIMIT_PER_MINUTE: '600',
      LEADS_DATA_DIR: 'memory://',
    },
  },
})
