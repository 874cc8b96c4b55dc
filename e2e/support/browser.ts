// Shared Playwright settings: Debian Chromium (never a downloaded browser), no background
// network, stable rendering for screenshots.
import type { LaunchOptions, PlaywrightWorkerOptions } from '@playwright/test'

export const chromiumLaunch: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
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
