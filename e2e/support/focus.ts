// Keyboard checks a person would make and axe cannot: is the focused element visible, or hidden
// under a sticky bar or off-screen (WCAG 2.4.11 Focus not obscured)?
import type { Page } from '@playwright/test'

export interface FocusStop {
  /** A short description of the focused element, for failure messages. */
  name: string
  /** Share of the element that cannot be seen: off-screen or under another element (0-1). */
  hidden: number
  /** True when this element was already visited (the walk has come round). */
  seen: boolean
}

/**
 * Describes the focused element and how much of it is hidden, sampling a 5×5 grid of points over
 * each of its boxes (one per line for a wrapped link): a point counts as seen when it is inside the viewport and the topmost element there is the
 * focused element or inside it. Marks the element as visited.
 */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body || el === document.documentElement) return null
    const label = (el.getAttribute('aria-label') || el.innerText || '').trim().replace(/\s+/g, ' ')
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${label.slice(0, 50)}"`
    const seen = el.hasAttribute('data-focus-walk')
    el.setAttribute('data-focus-walk', '')
    // One box per line for an inline link that wraps, so the gaps between lines do not count.
    const boxes = [...el.getClientRects()].filter((r) => r.width >= 1 && r.height >= 1)
    if (boxes.length === 0) return { name, hidden: 1, seen }
    // A point past a rounded corner is not the element's (hit testing follows border-radius):
    // it neither counts as seen nor as hidden. One box only: a wrapped inline link is square.
    const style = getComputedStyle(el)
    const radius = (value: string, r: DOMRect) =>
      Math.min(
        value.endsWith('%') ? (parseFloat(value) / 100) * r.width : parseFloat(value) || 0,
        r.width / 2,
        r.height / 2,
      )
    const inShape = (x: number, y: number, r: DOMRect) => {
      if (boxes.length > 1) return true
      const corners = [
        [style.borderTopLeftRadius, r.left, r.top, 1, 1],
        [style.borderTopRightRadius, r.right, r.top, -1, 1],
        [style.borderBottomLeftRadius, r.left, r.bottom, 1, -1],
        [style.borderBottomRightRadius, r.right, r.bottom, -1, -1],
      ] as const
      return corners.every(([value, cx, cy, sx, sy]) => {
        const rad = radius(value, r)
        const ox = cx + sx * rad
        const oy = cy + sy * rad
        const outside = (x - ox) * sx < 0 && (y - oy) * sy < 0
        return !outside || (x - ox) ** 2 + (y - oy) ** 2 <= rad ** 2
      })
    }
    let visible = 0
    let total = 0
    const steps = 5
    for (const r of boxes) {
      const weight = r.width * r.height
      let seenPoints = 0
      let outsideShape = 0
      for (let i = 0; i < steps; i++) {
        for (let j = 0; j < steps; j++) {
          const x = r.left + 1 + ((r.width - 2) * (i + 0.5)) / steps
          const y = r.top + 1 + ((r.height - 2) * (j + 0.5)) / steps
          if (!inShape(x, y, r)) {
            outsideShape++
            continue
          }
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue
          const top = document.elementFromPoint(x, y)
          if (top && (top === el || el.contains(top))) seenPoints++
        }
      }
      visible += (weight * seenPoints) / (steps * steps - outsideShape)
      total += weight
    }
    return { name, hidden: 1 - visible / total, seen }
  })
}

/** Forgets which elements a walk visited, for the next walk on the same page. */
export async function resetFocusWalk(page: Page) {
  await page.evaluate(() =>
    document
      .querySelectorAll('[data-focus-walk]')
      .forEach((e) => e.removeAttribute('data-focus-walk')),
  )
}

/**
 * Presses Tab (or Shift+Tab) until focus comes back to an element already visited, or leaves
 * `within` (a CSS selector), or `limit` stops. Returns every stop more than half hidden.
 */
export async function walkFocus(
  page: Page,
  {
    backwards = false,
    within,
    limit = 250,
  }: { backwards?: boolean; within?: string; limit?: number } = {},
): Promise<{ stops: number; obscured: string[] }> {
  const obscured: string[] = []
  let stops = 0
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    if (within && !(await page.evaluate((sel) => !!document.activeElement?.closest(sel), within)))
      break
    const stop = await focusStop(page)
    if (!stop) continue
    if (stop.seen) break
    stops++
    if (stop.hidden > 0.5) obscured.push(`${stop.name}: ${Math.round(stop.hidden * 100)}% hidden`)
  }
  return { stops, obscured }
}

/** Ids used more than once in the document (WCAG 4.1.1 legacy, and broken label/aria refs). */
export function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const counts = new Map<string, number>()
    document.querySelectorAll('[id]').forEach((e) => counts.set(e.id, (counts.get(e.id) ?? 0) + 1))
    return [...counts].filter(([, n]) => n > 1).map(([id, n]) => `${id} ×${n}`)
  })
}

/**
 * Resolves once a smooth scroll has ended: the page's scroll position is the same two frames
 * running (a smooth scroll moves it every frame until it arrives).
 */
export function scrollEnded(page: Page) {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    let last = Number.NaN
    while (scrollY !== last) {
      last = scrollY
      await frame()
      await frame()
    }
  })
}
