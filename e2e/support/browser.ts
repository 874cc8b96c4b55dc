// Shared Playwright settings: Debian Chromium (never a downloaded browser), no background
// network, stable rendering for screenshots.
import type { LaunchOptions, PlaywrightWorkerOptions } from '@playwright/test'

/**
 * The Chromium features Playwright 1.65 turns off (its launch switches). Chromium honours only the
 * last --disable-features switch, so the one a run adds must carry these too;
 * e2e/support/browser.test.ts fails when Playwright's list and this one part.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Chromium 156 draws the address bar's popup as a WebUI page (chrome://omnibox-popup.top-chrome)
 * and preloads it, in a renderer of its own, for every window: headless, for every context a test
 * opens. No page sees it, and it cost more CPU than the page under test (a fresh context's load of
 * /pricing: 2.8 s of browser CPU with it, 1.5 s without; e2e/support/browser.test.ts checks it stays
 * away).
 */
export const OMNIBOX_WEBUI_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
]

export const chromiumLaunch: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(',')}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--font-render-hinting=none',
    '--force-color-profile=srgb',
    '--hide-scrollbars',
  ],
}

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const

/**
 * What a failing test leaves behind: a screenshot of the page (cheap: taken only on failure). No
 * trace by default: recording one snapshots the DOM at every action, which nearly doubled the
 * route tests' time (a Tab walk of home: 5.9 s without, 10.3 s with). To get one, rerun with
 * `npx playwright test --trace retain-on-failure` (then `npx playwright show-trace …`).
 */
export const failureArtifacts: Pick<PlaywrightWorkerOptions, 'trace' | 'screenshot'> = {
  trace: 'off',
  screenshot: 'only-on-failure',
}

/**
 * Screenshots compare with a fixed pixel budget, never a share of the page: a ratio grows with
 * the page (0.2 % of a 1280×8264 page is 21,000 pixels, enough for a button to vanish unnoticed;
 * e2e/routes/pages.spec.ts proves a hidden button fails this budget). A few dozen pixels may
 * differ: the anti-aliased corners of rounded clips over a video poster are not drawn the same
 * way twice. The colour threshold (YIQ distance, 0-1; Playwright's default 0.2) is strict so that
 * a changed theme token fails: #FD5402 -> #E8590C is 0.05 apart, a rounding difference 0.002.
 */
export const pixelBudget = { maxDiffPixels: 64, threshold: 0.01 }
