// Issue 48 item 3: the header works without JavaScript (GOV.UK's header and service navigation,
// the WAI-ARIA disclosure navigation pattern). On a phone the burger opens the menu, its sections
// expand, its links are followed and it closes again; on a desktop each dropdown opens and its
// links are reached; "Book a demo" reaches the form on its own page; nothing the navigation links
// to is out of reach. With JavaScript nothing changes (the route snapshots and the header's other
// tests stand as they were).
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import type { AxeResults, Result } from 'axe-core'
import { AXE_TAGS, axeSource } from '../support/axe'
import { focusStop } from '../support/focus'
import { openHydrated } from '../support/hydrated'

test.use({ javaScriptEnabled: false })

/**
 * axe on a page loaded without JavaScript, as the visitor has it (noscript content parsed as
 * markup, `scripting: none`, what is open still open). e2e/support/axe.ts cannot run here: with scripts
 * off a promise the test awaits is dropped and timers never fire. So axe is started and its result
 * read back by polling, and its timers and frames (it uses them only to yield and for time-outs)
 * run as microtasks. The page's own scripts were skipped as it loaded and never run. No asset preload
 * (it would fetch), and no frames on the pages checked here.
 */
async function noScriptAxeViolations(page: Page) {
  expect(page.frames(), 'no frames to go into').toHaveLength(1)
  await page.evaluate(() => {
    const pending = new Set<number>()
    let next = 1
    const win = window as unknown as Record<string, unknown>
    win.setTimeout = (callback: (...args: unknown[]) => void, _ms?: number, ...args: unknown[]) => {
      const id = next++
      pending.add(id)
      // A promise reaction runs with scripts off; queueMicrotask's callback does not.
      void Promise.resolve().then(() => pending.delete(id) && callback(...args))
      return id
    }
    win.clearTimeout = (id: number) => pending.delete(id)
    win.requestAnimationFrame = (callback: (time: number) => void) =>
      (win.setTimeout as (f: () => void) => number)(() => callback(performance.now()))
    win.cancelAnimationFrame = win.clearTimeout
  })
  await page.evaluate(axeSource)
  await page.evaluate((tags) => {
    const win = window as unknown as Record<string, unknown>
    const axe = win.axe as { run: (...args: unknown[]) => Promise<AxeResults> }
    axe
      .run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        preload: false,
      })
      .then(
        (results) => (win.noScriptAxe = { violations: results.violations }),
        (error: unknown) => (win.noScriptAxe = { error: String(error) }),
      )
  }, AXE_TAGS)
  await expect
    .poll(() => page.evaluate(() => 'noScriptAxe' in window), { timeout: 20_000 })
    .toBe(true)
  const outcome = await page.evaluate(
    () =>
      (window as unknown as { noScriptAxe: { violations?: Result[]; error?: string } }).noScriptAxe,
  )
  expect(outcome.error).toBeUndefined()
  return (outcome.violations ?? []).map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }))
}

/**
 * Waits, without scripts, for the web fonts and the images in view before a capture. Without the
 * after-paint loader the page holds the fallback faces for 3 s (src/app/fonts.css), then loads
 * the web fonts.
 */
async function assetsLoaded(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.documentElement.getAnimations().every((a) => a.playState === 'finished') &&
            document.fonts.status === 'loaded' &&
            document.fonts.check('16px inter'),
        ),
      { timeout: 10_000 },
    )
    .toBe(true)
  await expect
    .poll(() =>
      page.evaluate(
        () => [...document.images].filter((img) => img.checkVisibility() && !img.complete).length,
      ),
    )
    .toBe(0)
}

/** The accessible names and targets of the links in `container` that a visitor can see. */
async function visibleLinks(container: Locator) {
  return container.evaluate((el) =>
    [...el.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => a.checkVisibility({ visibilityProperty: true }))
      .map((a) => `${a.innerText.trim().replace(/\s+/g, ' ')} → ${a.getAttribute('href')}`)
      .sort(),
  )
}

/** The form the header's "Book a demo" opens, on its own page. */
async function expectDemoForm(page: Page) {
  await expect(page).toHaveURL(/\/demo$/)
  await expect(page.getByRole('form', { name: 'Book your Forgeline demo' })).toBeVisible()
}

test.describe('a phone without JavaScript (375×667, touch)', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true })
  test.beforeEach(() => {
    test.skip(
      test.info().project.name !== 'routes-mobile',
      'the phone cases run in the mobile project',
    )
  })

  const burger = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })
  /** The menu: the header's own navigation, shown as a sheet under the logo and the burger. */
  const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' })
  const section = (page: Page, name: string) => menu(page).locator('summary', { hasText: name })

  /** Presses the burger; the menu opens (or closes), the burger keeps focus and says so. */
  async function pressBurger(page: Page, open: boolean, by: 'tap' | 'Enter' = 'tap') {
    if (by === 'tap') await burger(page).tap()
    else await page.keyboard.press('Enter')
    await (open ? expect(menu(page)).toBeVisible() : expect(menu(page)).toBeHidden())
    await expect(burger(page)).toBeFocused()
    expect(await expandedInBrowser(page, 'Menu'), 'the burger is expanded').toBe(open)
  }

  test('the burger opens the menu, a section expands, a link in it is followed', async ({
    page,
  }) => {
    await page.goto('/pricing')
    await expect(menu(page)).toBeHidden()
    await pressBurger(page, true)
    // The page behind is out of sight and out of reach while the menu is open.
    await expect(page.getByRole('main')).toBeHidden()
    const workspace = menu(page).getByRole('link', { name: 'Workspace', exact: true })
    await expect(workspace).toBeHidden()
    await section(page, 'Product').tap()
    await expect(workspace).toBeVisible()
    // One section at a time, as the desktop dropdowns.
    await section(page, 'Resources').tap()
    await expect(menu(page).getByRole('link', { name: 'Webinars' })).toBeVisible()
    await expect(workspace).toBeHidden()

    await menu(page).getByRole('link', { name: 'Agent Playbook', exact: true }).tap()
    await expect(page).toHaveURL(/\/resources\/agent-playbook$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the burger, where it was and drawn as a cross, closes it again, by touch and by keyboard', async ({
    page,
  }) => {
    await page.goto('/')
    const closed = await burger(page).boundingBox()
    await pressBurger(page, true)
    const open = await burger(page).boundingBox()
    expect(open, 'the burger has not moved').toEqual(closed)
    await expect(section(page, 'Product')).toBeInViewport()
    await pressBurger(page, false)
    await expect(page.getByRole('main')).toBeVisible()

    await pressBurger(page, true, 'Enter')
    await pressBurger(page, false, 'Enter')
  })

  test('by keyboard every stop of the open menu is in view, and closing leaves the page where it was', async ({
    page,
  }) => {
    await page.goto('/blog/shipping-with-agents')
    // The web fonts first: when they replace the fallback faces 3 s in, the text above gets shorter
    // and the browser keeps the reader's place by scrolling (26 px here, menu open or not).
    await assetsLoaded(page)
    await page.evaluate(() => window.scrollTo(0, 3000))
    const y = await page.evaluate(() => window.scrollY)
    await burger(page).focus()
    await pressBurger(page, true, 'Enter')
    // The longest section open: the navigation scrolls between the logo row and the buttons.
    await section(page, 'Resources').focus()
    await page.keyboard.press('Enter')
    await expect(menu(page).getByRole('link', { name: 'Webinars' })).toBeVisible()
    const hidden: string[] = []
    const names: string[] = []
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      const stop = await focusStop(page)
      if (!stop) continue // the browser's own controls, between the end and the start
      names.push(stop.name)
      if (stop.hidden > 0) hidden.push(`${stop.name}: ${Math.round(stop.hidden * 100)}% hidden`)
      if (stop.seen) break
    }
    expect(names.length, 'the walk went round the menu').toBeGreaterThan(20)
    expect(hidden).toEqual([])
    await burger(page).focus()
    await pressBurger(page, false, 'Enter')
    expect(await page.evaluate(() => window.scrollY)).toBe(y)
  })

  test('"Book a demo" in the menu reaches the form', async ({ page }) => {
    await page.goto('/pricing')
    await pressBurger(page, true)
    await menu(page).getByRole('link', { name: 'Book a demo', exact: true }).tap()
    await expectDemoForm(page)
  })

  test('the open menu with a section expanded: no axe violations, and as it looks', async ({
    page,
  }) => {
    await page.goto('/')
    await pressBurger(page, true)
    await section(page, 'Solutions').tap()
    await expect(menu(page).getByRole('link', { name: 'Startups' })).toBeVisible()
    await assetsLoaded(page)
    // Captured as it plays out: Playwright's `animations: 'disabled'` needs the page's scripts,
    // and without them leaves parts of the page out of the capture.
    await expect(page).toHaveScreenshot('menu-open.png', { animations: 'allow' })
    expect(await noScriptAxeViolations(page)).toEqual([])
  })

  test('every destination of the scripted menu is in this one', async ({ page, browser }) => {
    const scripted = await scriptedMenuTargets(browser)
    await page.goto('/')
    await pressBurger(page, true)
    // The header's links a visitor can reach with the menu open, section by section.
    const targets = new Set<string>()
    const collect = async () => {
      for (const link of await visibleLinks(page.getByRole('banner'))) {
        targets.add(link.slice(link.lastIndexOf(' → ') + 3))
      }
    }
    await collect()
    for (const summary of await menu(page).locator('summary').all()) {
      await summary.tap()
      await collect()
    }
    // The logo's link to home is in the header either way.
    expect([...targets].sort()).toEqual([...scripted, '/'].sort())
  })
})

/**
 * Whether the browser's accessibility tree has the named button expanded. Without JavaScript the
 * burger carries no aria-expanded: the browser states its popover's state, which Playwright's own
 * role engine does not read.
 */
async function expandedInBrowser(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree')
    const button = nodes.find(
      (node) => !node.ignored && node.role?.value === 'button' && node.name?.value === name,
    )
    return button?.properties?.find((property) => property.name === 'expanded')?.value.value
  } finally {
    await cdp.detach()
  }
}

/** Where the scripted mobile menu's links go, every section open, in a browser with JavaScript. */
async function scriptedMenuTargets(browser: Browser) {
  // Explicitly on: the test runner gives new contexts the file's `use` options too.
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: true,
  })
  try {
    const page = await context.newPage()
    await openHydrated(page, '/')
    await page.getByRole('button', { name: 'Menu', exact: true }).tap()
    const menu = page.getByRole('dialog', { name: 'Forgeline menu' })
    // The menu's code loads on the first press (issue 10): wait for it to be open.
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
    for (const section of await menu.locator('h3 button').all()) {
      await section.tap()
      await expect(section).toHaveAttribute('aria-expanded', 'true')
    }
    const links = await visibleLinks(menu)
    expect(links.length).toBeGreaterThan(20)
    // "Book a demo" is a button there (the dialog); its form's page is a link of Solutions too.
    return [...new Set(links.map((link) => link.slice(link.lastIndexOf(' → ') + 3)))].sort()
  } finally {
    await context.close()
  }
}

test.describe('a desktop without JavaScript (1280×720)', () => {
  test.use({ viewport: { width: 1280, height: 720 } })
  test.beforeEach(() => {
    test.skip(
      test.info().project.name !== 'routes-desktop',
      'the desktop cases run in the desktop project',
    )
  })

  const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
  /** A dropdown's disclosure and the panel it shows. */
  async function dropdown(page: Page, name: string) {
    const toggle = mainNav(page).locator('summary', { hasText: name })
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    return { toggle, panel }
  }

  test('each dropdown opens on a click and shows every link of its panel; one is open at a time', async ({
    page,
  }) => {
    await page.goto('/')
    // No control that only a script answers is shown.
    await expect(mainNav(page).getByRole('button')).toHaveCount(0)
    let previous: Locator | null = null
    for (const name of ['Product', 'Solutions', 'Resources']) {
      const { toggle, panel } = await dropdown(page, name)
      await expect(panel).toBeHidden()
      await toggle.click()
      await expect(panel).toBeVisible()
      if (previous) await expect(previous, 'opening one closes the other').toBeHidden()
      // Everything the scripted panel links to (the same panel element) is visible now.
      const all = await panel.locator('a[href]').count()
      expect(all).toBeGreaterThan(2)
      expect(await visibleLinks(panel)).toHaveLength(all)
      previous = panel
    }
    const { toggle, panel } = await dropdown(page, 'Resources')
    await toggle.click()
    await expect(panel, 'a second click closes it').toBeHidden()
  })

  test('a dropdown opens and its links are followed from the keyboard', async ({ page }) => {
    await page.goto('/')
    const { toggle, panel } = await dropdown(page, 'Solutions')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(panel.locator(':focus')).toHaveRole('link')
    await expect(panel.locator(':focus')).toHaveText('Enterprise')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/solutions\/enterprise$/)
  })

  test('"Book a demo" reaches the form', async ({ page }) => {
    await page.goto('/')
    await mainNav(page).getByRole('link', { name: 'Book a demo' }).click()
    await expectDemoForm(page)
  })

  test('an open dropdown: no axe violations, and as it looks', async ({ page }) => {
    await page.goto('/')
    const { toggle, panel } = await dropdown(page, 'Solutions')
    await toggle.click()
    await expect(panel).toBeVisible()
    await assetsLoaded(page)
    await expect(page).toHaveScreenshot('dropdown-open.png')
    expect(await noScriptAxeViolations(page)).toEqual([])
  })
})
