// Interaction to Next Paint of a page's first interactions (issue 49), shared by the route test
// (e2e/routes/inp.spec.ts) and `npm run bench -- --only inp`: a phone (Playwright's Pixel 7) with its CPU
// slowed 4× (CDP Emulation.setCPUThrottlingRate), a fresh page, the visitor's first tap on the menu
// button, then on "Book a demo" in the menu. An interaction's latency is what web-vitals takes for
// INP: the longest Event Timing entry of its interactionId (pointerdown, pointerup, click), from
// the tap to the next frame painted, observed with durationThreshold 16 (entries of 16 ms or less
// are not reported: the interaction took at most that). Beside it, the time from the tap to the
// frame that shows what was opened: a dialog whose code is still on its way paints a frame without
// it, and INP alone would not see the wait.

/** web.dev's threshold of a good INP, the goal of issue 49 item 3. */
export const INP_GOAL_MS = 200
/** The CPU slowdown of the measurement (Lighthouse's mobile default). */
export const CPU_SLOWDOWN = 4

/**
 * Runs in the page before its own scripts: keeps every Event Timing entry of an interaction and
 * the time of the last pointerdown (the tap's start when its entries are not reported).
 */
function observeInteractions() {
  const state = { entries: [], lastPointerDown: 0 }
  Object.defineProperty(window, '__flInp', { value: state })
  const keep = (list) => {
    for (const entry of list) {
      if (!entry.interactionId) continue
      state.entries.push({
        id: entry.interactionId,
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
      })
    }
  }
  const observer = new PerformanceObserver((list) => keep(list.getEntries()))
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true })
  state.flush = () => keep(observer.takeRecords())
  addEventListener('pointerdown', (event) => (state.lastPointerDown = event.timeStamp), {
    capture: true,
  })
}

/** Adds the observer to every page of `context` (before its scripts run). */
export async function prepareContext(context) {
  await context.addInitScript(observeInteractions)
}

/** Slows the page's CPU for the rest of its life. */
export async function slowCpu(page, rate = CPU_SLOWDOWN) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return cdp
}

/** Two frames after the last one: Event Timing entries of a painted frame are in by then. */
const twoFrames = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  )

/**
 * Taps `target` (a Playwright locator) and waits for `opened` (a locator) to be visible. Returns
 * `{ inp, visible }` in ms: the interaction's latency (null when every entry was 16 ms or less),
 * and the time from the tap to the first frame that painted `opened`.
 */
export async function tapAndMeasure(page, target, opened) {
  await page.evaluate(() => {
    window.__flInp.flush()
    window.__flInp.entries.length = 0
    window.__flInp.lastPointerDown = 0
  })
  await target.tap()
  await opened.waitFor({ state: 'visible' })
  // The frame that shows it: the first rAF that sees it is the frame being painted.
  const shownAt = await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(resolve)),
  )
  await twoFrames(page)
  const { entries, pointerDown } = await page.evaluate(() => {
    window.__flInp.flush()
    return { entries: window.__flInp.entries, pointerDown: window.__flInp.lastPointerDown }
  })
  const first = entries.length ? entries[0].id : null
  const ofTap = entries.filter((entry) => entry.id === first)
  const inp = ofTap.length ? Math.max(...ofTap.map((entry) => entry.duration)) : null
  const start = ofTap.length ? Math.min(...ofTap.map((entry) => entry.startTime)) : pointerDown
  return { inp, visible: Math.round(shownAt - start), entries: ofTap }
}

/**
 * The first interactions on a fresh page at `url` on a Pixel 7 with the CPU slowed: the menu
 * button's first tap, then "Book a demo"'s in the menu. `devices` is Playwright's.
 */
export async function firstInteractions(browser, devices, url) {
  // A device descriptor names its browser type, which a context does not take.
  const pixel7 = { ...devices['Pixel 7'] }
  delete pixel7.defaultBrowserType
  const context = await browser.newContext(pixel7)
  try {
    await prepareContext(context)
    const page = await context.newPage()
    await slowCpu(page)
    await page.goto(url)
    // Hydrated: the header has measured itself (e2e/support/hydrated.ts).
    await page.waitForFunction(
      () => document.documentElement.style.getPropertyValue('--fl-layout-headerOffset') !== '',
    )
    const menu = await tapAndMeasure(
      page,
      page.getByRole('button', { name: 'Menu' }),
      page.getByRole('dialog', { name: /menu/i }),
    )
    const dialog = await tapAndMeasure(
      page,
      page.getByRole('dialog', { name: /menu/i }).getByRole('button', { name: 'Book a demo' }),
      page.getByRole('dialog', { name: 'Book a demo' }).getByRole('textbox').first(),
    )
    return { menu, dialog }
  } finally {
    await context.close()
  }
}

/** One line for a measurement: `INP 48 ms, visible after 120 ms`. */
export function describeInteraction({ inp, visible }) {
  return `INP ${inp === null ? '≤ 16' : Math.round(inp)} ms, shown after ${visible} ms`
}
