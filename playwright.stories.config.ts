import { defineConfig } from '@playwright/test'
import { chromiumLaunch } from './playwright.shared'

// Story checks (STYLE habit 10): every story of the static Storybook build, in every theme of the
// toolbar, passes axe and matches its committed screenshots. Build first: npm run build-storybook.
const port = Number(process.env.STORIES_PORT || 6007)
const baseURL = `http://127.0.0.1:${port}`

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
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-stories' }]],
  outputDir: 'test-results-stories',
  // Screenshots are taken once the story has finished (animations paused and disabled, caret
  // hidden, fonts and images loaded), so they must match their baseline to the pixel.
  expect: { toMatchSnapshot: { maxDiffPixels: 0 } },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  use: {
    baseURL,
    launchOptions: chromiumLaunch,
    colorScheme: 'light',
  },
  projects: [{ name: 'stories' }],
  webServer: {
    command: `node e2e-stories/static-server.mjs storybook-static ${port}`,
    url: `${baseURL}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 15_000,
  },
})
