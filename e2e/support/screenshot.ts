// Shared by the route snapshots (e2e/routes/pages.spec.ts) and the story checks (e2e/stories/):
// a page is captured only once everything it shows has been loaded, decoded and painted.
import type { Page } from '@playwright/test'

/**
 * Waits for the fonts and every image the page shows: <img> elements (lazy ones are switched to
 * eager, since a full-page capture never scrolls them into view), video posters, and CSS images
 * (backgrounds and the masks of icons), each decoded; then for two frames, so they are painted.
 */
export async function waitForAssets(page: Page) {
  await page.evaluate(async () => {
    const settle = (img: HTMLImageElement) =>
      (img.complete
        ? Promise.resolve()
        : new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true })
            img.addEventListener('error', resolve, { once: true })
          })
      ).then(() => img.decode().catch(() => undefined))
    const load = (src: string) => {
      const img = new Image()
      img.src = src
      return settle(img)
    }
    const images = [...document.images]
    for (const img of images) img.loading = 'eager'
    const cssImages = new Set<string>()
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el)
      for (const value of [style.backgroundImage, style.maskImage, style.webkitMaskImage]) {
        for (const m of value?.matchAll(/url\("?([^")]+)"?\)/g) ?? []) cssImages.add(m[1]!)
      }
    }
    const posters = [...document.querySelectorAll('video')].map((v) => v.poster).filter(Boolean)
    await Promise.all([...images.map(settle), ...[...cssImages, ...posters].map(load)])
  })
  await waitForFonts(page)
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  await waitForVideoControls(page)
}

/**
 * Chromium's native video controls show a spinning loading indicator for about a second after
 * the player appears, in the browser's own shadow DOM (which no page style or Playwright's
 * `animations: 'disabled'` reaches). Each visible player is captured until two captures 200 ms
 * apart agree, so the page is photographed once the indicator has gone.
 */
async function waitForVideoControls(page: Page) {
  const videos = page.locator('video[controls]')
  if (!(await videos.count())) return
  for (const video of await videos.all()) {
    if (!(await video.isVisible())) continue
    let previous = await video.screenshot()
    for (let attempt = 0; attempt < 25; attempt += 1) {
      await page.waitForTimeout(200)
      const next = await video.screenshot()
      if (next.equals(previous)) break
      previous = next
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

/**
 * The page as a visitor can scroll it: the window's width by the document's height. Chromium's
 * full-page size also counts content that an `overflow: hidden` box clips while a transform moves
 * it (the logo marquee's track), which would make a 1280 px page 4000 px wide.
 */
export async function pageArea(page: Page) {
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }))
  return { x: 0, y: 0, width, height }
}

/**
 * Waits until the page shows its web fonts. Issue 37: a site page loads them after its first paint
 * and swaps them in at once with the class `fl-fonts` (src/app/fonts.css); until then
 * document.fonts.ready may have nothing to wait for. A page without the loader lets go of its
 * fallback after 3 s; a story (no src/app/fonts.css) has no hold.
 */
export async function waitForFonts(page: Page) {
  await page.evaluate(async () => {
    const root = document.documentElement
    const holds = getComputedStyle(root).animationName === 'fl-fonts-fallback'
    if (holds) {
      await new Promise<void>((resolve) => {
        if (root.classList.contains('fl-fonts')) return resolve()
        const observer = new MutationObserver(() => {
          if (!root.classList.contains('fl-fonts')) return
          observer.disconnect()
          resolve()
        })
        observer.observe(root, { attributes: true, attributeFilter: ['class'] })
        setTimeout(() => {
          observer.disconnect()
          resolve()
        }, 3_500)
      })
    }
    await document.fonts.ready
  })
}
