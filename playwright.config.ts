import { defineConfig, devices, type PlaywrightTestConfig, type Project } from '@playwright/test'
import { ANALYTICS_SITE_PORT, COLLECTOR_PORT, analyticsBuildEnv } from './e2e/analytics/env.mjs'
import {
  CONTENT_LAKE_URL,
  REMOTE_SITE_LOG,
  REMOTE_SITE_PORT,
  contentLakeEnv,
  remoteBuildEnv,
} from './e2e/remote/env.mjs'
import { chromiumLaunch, failureArtifacts, pixelBudget, viewports } from './e2e/support/browser'
import { TEST_MIN_ELAPSED_MS } from './e2e/support/humanPace'
import {
  PREVIEW_SECRET,
  ROUTES_LEADS_DATA_DIR,
  ROUTES_PORT,
  leadsDataDir,
} from './e2e/support/routeServer'
import { selectedSuites, type Suite } from './e2e/support/suites'

// Every end-to-end suite, one project (or two) each, in its own folder of e2e/:
//   routes-mobile, routes-desktop  the production build (`npm run build` first), 375 and 1280 px
//   stories                        every story of the static Storybook build in every theme
//                                  (`npm run build-storybook` first)
//   analytics                      the build with every third party configured, consent opt-in
//                                  (`npm run build:analytics` first, into .next-analytics)
//   remote                         the build reading a Sanity project, a local Content Lake
//                                  stand-in (`npm run build:remote` first, into .next-remote)
// Run one suite with --project (`npx playwright test --project 'routes-*'`); the servers started
// are those of the suites a run selects (e2e/support/suites.ts).

const storiesPort = Number(process.env.STORIES_PORT || 6007)
const routesURL = `http://127.0.0.1:${ROUTES_PORT}`
const storiesURL = `http://127.0.0.1:${storiesPort}`
const analyticsURL = `http://127.0.0.1:${ANALYTICS_SITE_PORT}`
const remoteURL = `http://127.0.0.1:${REMOTE_SITE_PORT}`
/** Another Storybook build can be checked beside this one (.env.example). */
const storybookDir = process.env.STORYBOOK_DIR || 'storybook-static'

/** What every test server of the site runs with: its own store, no database, webhook or telemetry. */
const siteEnv = (port: number) => ({
  NEXT_TELEMETRY_DISABLED: '1',
  LEADS_DATA_DIR: leadsDataDir(port),
  DATABASE_URL: '',
  LEADS_WEBHOOK_URL: '',
})

/** A project of this config: named, for its suite is read from its name. */
type SuiteProject = Project & { name: string }

const routes = (name: 'mobile' | 'desktop'): SuiteProject => ({
  name: `routes-${name}`,
  testDir: './e2e/routes',
  // The baselines keep the names they had when the projects were called mobile and desktop.
  snapshotPathTemplate: `{testDir}/__screenshots__/{testFilePath}/{arg}-${name}{ext}`,
  fullyParallel: true,
  expect: {
    toHaveScreenshot: { ...pixelBudget, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: routesURL,
    viewport: viewports[name],
    ...(name === 'mobile' ? { isMobile: false } : {}),
  },
})

const projects: SuiteProject[] = [
  routes('mobile'),
  routes('desktop'),
  {
    name: 'stories',
    testDir: './e2e/stories',
    snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
    fullyParallel: true,
    // Screenshots are taken once the story has finished (animations paused and disabled, caret
    // hidden, fonts and images loaded).
    expect: { toMatchSnapshot: pixelBudget },
    use: { baseURL: storiesURL, colorScheme: 'light' },
  },
  {
    name: 'analytics',
    testDir: './e2e/analytics',
    // One collector records every request: tests run one at a time and reset it.
    workers: 1,
    fullyParallel: false,
    timeout: 60_000,
    // The libraries load at the first interaction or 4 s after the load event (src/analytics/
    // scripts.ts): the polls for what the collector receives wait longer than that.
    expect: { timeout: 15_000 },
    use: {
      baseURL: analyticsURL,
      viewport: viewports.desktop,
      // PostHog drops events from user agents that look like bots ("HeadlessChrome"); a
      // visitor's Chrome says "Chrome".
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    },
  },
  {
    name: 'remote',
    testDir: './e2e/remote',
    // One stand-in holds the content and the failure mode: tests run one at a time and reset it.
    workers: 1,
    fullyParallel: false,
    timeout: 90_000,
    // A draft-mode page is rendered fresh from the stand-in, with stega, and its overlays load
    // after hydration: beside the story tests that took more than the default 5 s.
    expect: { timeout: 15_000 },
    use: { baseURL: remoteURL, viewport: viewports.desktop },
  },
]

/** The servers each suite's tests need; a run starts those of the suites it selects. */
const servers: Record<Suite, NonNullable<PlaywrightTestConfig['webServer']>> = {
  routes: {
    // The server's store is emptied before it starts.
    command: `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true }); require('fs').rmSync(process.argv[1] + '.lock', { force: true })" ${JSON.stringify(ROUTES_LEADS_DATA_DIR)} && node server.mjs -H 127.0.0.1 -p ${ROUTES_PORT}`,
    url: routesURL,
    timeout: 60_000,
    env: {
      ...siteEnv(ROUTES_PORT),
      SANITY_PREVIEW_SECRET: PREVIEW_SECRET,
      // Every test submits from 127.0.0.1: the per-IP limit would stop a full run.
      LEADS_RATE_LIMIT_PER_MINUTE: '10000',
      // A person's pace, shortened (e2e/support/humanPace.ts).
      LEADS_MIN_ELAPSED_MS: String(TEST_MIN_ELAPSED_MS),
    },
  },
  stories: {
    command: `node e2e/stories/static-server.mjs ${JSON.stringify(storybookDir)} ${storiesPort}`,
    url: `${storiesURL}/index.json`,
    timeout: 15_000,
  },
  analytics: [
    {
      command: `node e2e/analytics/collector.mjs ${COLLECTOR_PORT}`,
      url: `http://127.0.0.1:${COLLECTOR_PORT}/__requests`,
      timeout: 15_000,
    },
    {
      command: `node server.mjs -H 127.0.0.1 -p ${ANALYTICS_SITE_PORT}`,
      url: analyticsURL,
      timeout: 60_000,
      env: { ...analyticsBuildEnv, ...siteEnv(ANALYTICS_SITE_PORT) },
    },
  ],
  remote: [
    {
      command: 'node test-support/content-lake.mjs',
      url: `${CONTENT_LAKE_URL}/__requests`,
      env: contentLakeEnv,
      timeout: 15_000,
    },
    {
      // The site's log goes to a file: the outage tests count its lines.
      command: `exec node server.mjs -H 127.0.0.1 -p ${REMOTE_SITE_PORT} > ${REMOTE_SITE_LOG} 2>&1`,
      url: remoteURL,
      timeout: 60_000,
      env: { ...remoteBuildEnv, ...siteEnv(REMOTE_SITE_PORT) },
    },
  ],
}

const suites = selectedSuites(
  process.argv,
  projects.map((project) => project.name),
)

export default defineConfig({
  projects: projects.map((project) => ({
    outputDir: `test-results/${project.name}`,
    ...project,
  })),
  // Per project where a suite needs fewer (analytics, remote: one at a time).
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A failing screenshot leaves its expected, actual and diff images in the HTML report
  // (npx playwright show-report playwright-report/stories), one folder per suite.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `playwright-report/${suites.join('+')}` }],
  ],
  use: { launchOptions: chromiumLaunch, ...failureArtifacts },
  // CI never reuses a server left running from another checkout.
  webServer: suites
    .flatMap((suite) => servers[suite])
    .map((server) => ({ reuseExistingServer: !process.env.CI, ...server })),
})
