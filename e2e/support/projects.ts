// The route tests run in two projects, a phone and a desktop viewport (playwright.config.ts).
// A test of what does not depend on the viewport (an HTTP answer, a request body, cookies, draft
// mode) calls this first: it runs in the desktop project only, once instead of twice.
import { test } from '@playwright/test'

export function desktopOnly() {
  test.skip(
    test.info().project.name !== 'routes-desktop',
    'the same at every viewport: desktop only',
  )
}
