// A cached page adds its scripts in the frame after its first paint
// (src/server/http/scriptsAfterPaint.mjs), so the load event `page.goto` waits for can come
// before React has hydrated. A test that clicks something only JavaScript answers (the mobile
// menu, a dialog, a client navigation) opens its page with this first.
import type { Page } from '@playwright/test'

/** Waits until the header has measured itself: the page is hydrated. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.style.getPropertyValue('--fl-layout-headerOffset') !== '',
  )
}

/** Loads a page and waits until it is hydrated. */
export async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}
