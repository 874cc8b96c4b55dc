// Accessibility barriers axe cannot see (issue: focus hidden, focus lost, motion that won't stop),
// tried on the real pages as a keyboard user would. Each test names the WCAG criterion it guards.
import { expect, test } from '@playwright/test'
import { embeddedPages } from '../support/content'
import { duplicateIds, focusStop, resetFocusWalk, scrollEnded, walkFocus } from '../support/focus'
import { openHydrated } from '../support/hydrated'

// The viewports of the audit: a small phone, the smallest phone at 200% zoom of a 640 px window,
// and a short laptop window. The specs set their own viewport, so they run in one project only.
const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 320, height: 568 },
  { width: 1280, height: 500 },
] as const

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'routes-mobile', 'sets its own viewports')
})

const isDesktop = (viewport: { width: number }) => viewport.width >= 1000

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    // Every page's walk on the smaller phone and the short laptop window: 375×740 has the same
    // layout as 320×568 with more room around each stop, so it would only repeat the 320 walk.
    for (const { path } of viewport.width === 375 ? [] : embeddedPages) {
      test(`${path}: every Tab stop, forwards and backwards, is at least half visible (2.4.11)`, async ({
        page,
      }) => {
        await openHydrated(page, path)
        const forward = await walkFocus(page)
        expect(forward.stops).toBeGreaterThan(3)
        await resetFocusWalk(page)
        const backward = await walkFocus(page, { backwards: true })
        expect({ forward: forward.obscured, backward: backward.obscured }).toEqual({
          forward: [],
          backward: [],
        })
      })
    }

    if (isDesktop(viewport)) {
      test('every dropdown panel can be walked with its links in view (2.4.11, 1.4.10)', async ({
        page,
      }) => {
        await openHydrated(page, '/')
        const triggers = page.getByRole('navigation', { name: 'Main' }).locator('[aria-controls]')
        const count = await triggers.count()
        expect(count).toBeGreaterThan(0)
        for (let i = 0; i < count; i++) {
          const trigger = triggers.nth(i)
          const panel = `#${await trigger.getAttribute('aria-controls')}`
          await trigger.focus()
          await page.keyboard.press('Enter')
          await expect(page.locator(panel)).toBeVisible()
          const walk = await walkFocus(page, { within: panel })
          expect(walk.stops, `links in ${panel}`).toBeGreaterThan(0)
          expect(walk.obscured, `panel ${panel}`).toEqual([])
          await page.keyboard.press('Escape')
        }
      })
    } else {
      test('the mobile menu with every section open keeps each Tab stop in view (2.4.11)', async ({
        page,
      }) => {
        await openHydrated(page, '/')
        await page.getByRole('button', { name: 'Menu' }).click()
        const menu = page.getByRole('dialog')
        await expect(menu).toBeVisible()
        await expect(menu).toHaveAttribute('aria-modal', 'true')
        const sections = menu.locator('h3 > button[aria-expanded="false"]') // accordion sections
        while ((await sections.count()) > 0) await sections.first().click()
        await menu.getByRole('button', { name: 'Close menu' }).focus()
        const forward = await walkFocus(page)
        expect(forward.stops).toBeGreaterThan(10)
        await resetFocusWalk(page)
        const backward = await walkFocus(page, { backwards: true })
        expect({ forward: forward.obscured, backward: backward.obscured }).toEqual({
          forward: [],
          backward: [],
        })
        expect(await duplicateIds(page)).toEqual([])
      })
    }
  })
}

test.describe('table of contents (2.4.3, 2.4.11)', () => {
  for (const viewport of [VIEWPORTS[0], VIEWPORTS[2]]) {
    test(`at ${viewport.width} px, a contents link moves focus to its heading, clear of the header, and Tab goes on from there`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await openHydrated(page, '/blog/shipping-with-agents')
      const toc = page.getByRole('navigation', { name: /in this guide/i })
      const links = toc.getByRole('link')
      const last = links.last()
      const text = (await last.textContent())!.trim()
      await last.focus()
      await page.keyboard.press('Enter')
      const heading = page.getByRole('heading', { name: text, exact: true })
      await expect(heading).toBeFocused()
      await expect(heading).toHaveAttribute('tabindex', '-1')
      await scrollEnded(page) // the 500 ms smooth scroll
      const stop = await focusStop(page)
      expect(stop?.hidden).toBe(0)
      await page.keyboard.press('Tab')
      const after = await page.evaluate(() => {
        const heading = document.querySelector('[data-focus-walk]')!
        const active = document.activeElement!
        return !!(heading.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
      })
      expect(after).toBe(true)
    })
  }
})

test.describe('marquee (2.2.2)', () => {
  test('a visible control pauses and plays it by keyboard, and it stays paused', async ({
    page,
  }) => {
    await openHydrated(page, '/')
    const pause = page.getByRole('button', { name: /^Pause / })
    await expect(pause).toBeVisible()
    const state = () =>
      page.evaluate(
        () =>
          getComputedStyle(document.querySelector('[data-marquee-track]') as HTMLElement)
            .animationPlayState,
      )
    await pause.focus()
    await page.keyboard.press('Enter')
    const play = page.getByRole('button', { name: /^Play / })
    await expect(play).toBeFocused()
    await page.keyboard.press('Tab') // focus leaves the strip: it must not start again
    await page.mouse.move(0, 0)
    expect(await state()).toBe('paused')
    await play.focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    expect(await state()).toBe('running')
  })
})
