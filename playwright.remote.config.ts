import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import {
  CONTENT_LAKE_URL,
  REMOTE_SITE_LOG,
  REMOTE_SITE_PORT,
  contentLakeEnv,
  remoteBuildEnv,
} from './e2e-remote/env.mjs'
import { chromiumLaunch, failureArtifacts, viewports } from './playwright.shared'

// Issue 12: the site with a Sanity project configured (the remote content path), its Content Lake
// a local stand-in over a copy of the embedded dataset (test-support/content-lake.mjs), so it runs
// offline. Build first: node scripts/build-remote.mjs (into .next-remote, e2e-remote/env.mjs).
const baseURL = `http://127.0.0.1:${REMOTE_SITE_PORT}`
const leadsDataDir = path.join(os.tmpdir(), `e2e-leads-${REMOTE_SITE_PORT}`)

export default defineConfig({
  testDir: './e2e-remote',
  // One stand-in holds the content and the failure mode: tests run one at a time and reset it.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 90_000,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-remote' }]]
    : 'list',
  outputDir: 'test-results-remote',
  use: {
    baseURL,
    launchOptions: chromiumLaunch,
    viewport: viewports.desktop,
    ...failureArtifacts,
  },
  webServer: [
    {
      command: 'node test-support/content-lake.mjs',
      url: `${CONTENT_LAKE_URL}/__requests`,
      env: contentLakeEnv,
      reuseExistingServer: !process.env.CI,
      timeout: 15_000,
    },
    {
      // The site's log goes to a file: the outage tests count its lines.
      command: `exec node server.mjs -H 127.0.0.1 -p ${REMOTE_SITE_PORT} > ${REMOTE_SITE_LOG} 2>&1`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        ...remoteBuildEnv,
        NEXT_TELEMETRY_DISABLED: '1',
        LEADS_DATA_DIR: leadsDataDir,
        DATABASE_URL: '',
        LEADS_WEBHOOK_URL: '',
      },
    },
  ],
})
