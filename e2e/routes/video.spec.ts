// Issue 33 item 5: /agent3's video is a file of the embedded dataset (public/files), so it plays
// with no network, and its English captions load with it (WCAG 1.2.2).
import { expect, test } from '@playwright/test'
import { openHydrated } from '../support/hydrated'
import { desktopOnly } from '../support/projects'

test('/agent3: the video plays from this site, with its captions', async ({ page }) => {
  desktopOnly()
  await openHydrated(page, '/agent3')
  const video = page.locator('video').first()
  await video.scrollIntoViewIfNeeded()
  const src = await video.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc || v.src).origin)
  expect(src).toBe(new URL(page.url()).origin)

  // The page's own Content-Security-Policy lets it play: play() resolves and time advances.
  const played = await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true
    try {
      await v.play()
      return 'playing'
    } catch (error) {
      return `refused: ${(error as Error).message} (error ${v.error?.code})`
    }
  })
  expect(played).toBe('playing')
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.5)
  expect(await video.evaluate((v: HTMLVideoElement) => v.error?.code ?? null)).toBeNull()

  // The captions track is the default one: it loads, in English, with cues.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.querySelector('track')!.readyState))
    .toBe(2) // HTMLTrackElement.LOADED
  const captions = await video.evaluate((v: HTMLVideoElement) => {
    const track = v.querySelector('track')!
    return {
      kind: track.kind,
      lang: track.srclang,
      mode: track.track.mode,
      cues: track.track.cues?.length ?? 0,
      last: track.track.cues?.[track.track.cues.length - 1]?.endTime ?? 0,
      duration: v.duration,
    }
  })
  expect(captions).toMatchObject({ kind: 'captions', lang: 'en', mode: 'showing' })
  expect(captions.cues).toBeGreaterThan(2)
  // The captions belong to this video: none runs past its end.
  expect(captions.last).toBeLessThanOrEqual(captions.duration + 0.05)
})

test('/agent3 without JavaScript: the player is in the page all the same, with its captions', async ({
  browser,
}) => {
  desktopOnly()
  // Issue 37: the player joins the figure with React (FileVideo); the HTML's <noscript> holds it
  // for a browser that runs no script, over the same poster and in the same box.
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto('/agent3')
    const video = page.locator('figure video')
    await expect(video).toHaveCount(1)
    await expect(video).toHaveAttribute('controls', '')
    await expect(video).toHaveAccessibleName(/.+/)
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute('default', '')
    // It covers the box that the poster image fills.
    const [box, poster] = await Promise.all([
      video.boundingBox(),
      page.locator('figure:has(video) img').first().boundingBox(),
    ])
    expect(Math.abs(box!.height - poster!.height)).toBeLessThanOrEqual(1)
    expect(Math.abs(box!.y - poster!.y)).toBeLessThanOrEqual(1)
  } finally {
    await context.close()
  }
})
