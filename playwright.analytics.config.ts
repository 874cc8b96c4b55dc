import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { ANALYTICS_SITE_PORT, COLLECTOR_PORT, analyticsBuildEnv } from './e2e-analytics/env.mjs'
import { chromiumLaunch, failureArtifacts, viewports } from './playwright.shared'

// Issue 11: the site built with every third party configured and consent opt-in
// (e2e-analytics/env.mjs; scripts/test.sh builds it into .next-analytics first), every host a
// local collector that records what it is sent.
const baseURL = `http://127.0.0.1:${ANALYTICS_SITE_PORT}`
const leadsDataDir = path.join(os.tmpdir(), `e2e-leads-${ANALYTICS_SITE_PORT}`)

export default defineConfig({
  testDir: './e2e-analytics',
  // One collector records every request: tests run one at a time and reset it.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  // The libraries load at the first interaction or 4 s after the load event (src/analytics/
  // scripts.ts): the polls for what the collector receives wait longer than that.
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-analytics' }]]
    : 'list',
  outputDir: 'test-results-analytics',
  use: {
    baseURL,
    launchOptions: chromiumLaunch,
    viewport: viewports.desktop,
    // PostHog drops events from user agents that look like bots ("HeadlessChrome"); a visitor's
    // Chrome says "Chrome".
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    ...failureArtifacts,
  },
  webServer: [
    {
      command: `node e2e-analytics/collector.mjs ${COLLECTOR_PORT}`,
      url: `http://127.0.0.1:${COLLECTOR_PORT}/__requests`,
      reuseExistingServer: !process.env.CI,
      timeout: 15_000,
    },
    {
      command: `node server.mjs -H 127.0.0.1 -p ${ANALYTICS_SITE_PORT}`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        ...analyticsBuildEnv,
        NEXT_TELEMETRY_DISABLED: '1',
        LEADS_DATA_DIR: leadsDataDir,
        DATABASE_URL: '',
        LEADS_WEBHOOK_URL: '',
      },
    },
  ],
})
