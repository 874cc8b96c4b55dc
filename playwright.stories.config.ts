import { defineConfig } from '@playwright/test'
import { chromiumLaunch } from './playwright.shared'

// Story checks (STYLE habit 10): every story of the static Storybook build, in every theme of the
// toolbar, passes axe and matches its committed screenshots. Build first: npm run build-storybook.
const port = Number(process.env.STORIES_PORT || 6007)
const baseURL = `http://127.0.0.1:${port}`
/** Another build (and results folder) can be checked side by side: STORYBOOK_DIR=/tmp/sb STORIES_PORT=6017. */
const storybookDir = process.env.STORYBOOK_DIR || 'storybook-static'
const results = process.env.STORIES_RESULTS || 'test-results-stories'

export default defineConfig({
  testDir: './e2e-stories',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  // A failing screenshot leaves its expected, actual and diff images in the HTML report
  // (npx playwright show-report playwright-report-stories). Folders of their own, so that a run
  // of the route tests (which empties test-results/ and playwright-report/) never touches them.
  reporter: [
    ['list'],
    [
      'html',
      {
        open: 'never',
        outputFolder: process.env.STORIES_RESULTS
          ? `${results}-report`
          : 'playwright-report-stories',
      },
    ],
  ],
  outputDir: results,
  // Screenshots are taken once the story has finished (animations paused and disabled, caret
  // hidden, fonts and images loaded). The colour threshold (YIQ distance, 0-1; Playwright's
  // default 0.2) is strict so that a changed theme token fails: #FD5402 -> #E8590C is 0.05 apart,
  // a rounding difference of one level 0.002. A few dozen pixels may differ, for the anti-aliased
  // corners of rounded clips over a video poster are not drawn the same way twice.
  expect: { toMatchSnapshot: { maxDiffPixels: 64, threshold: 0.01 } },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  use: {
    baseURL,
    launchOptions: chromiumLaunch,
    colorScheme: 'light',
  },
  projects: [{ name: 'stories' }],
  webServer: {
    command: `node e2e-stories/static-server.mjs ${JSON.stringify(storybookDir)} ${port}`,
    url: `${baseURL}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 15_000,
  },
})
