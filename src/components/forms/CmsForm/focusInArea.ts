// Issue 48 item 2: where focus goes after a submit in a scroll area of its own (the header's dialog).
// `focus()` scrolls the page or the area only as far as the new focus needs, so a dialog scrolled
// down to its submit button stayed scrolled: after a success its close button was above the top
// edge, with the thank-you message alone in a mostly empty box. In a scroll area the form shows
// its outcome from the area's top instead, as a new view would, whenever the focused element fits
// there; the close button (or whatever the area starts with) is then in view with it. On a page
// (no scroll area but the document) focus moves exactly as before.

const SCROLLING = new Set(['auto', 'scroll'])

/** The nearest ancestor that scrolls its content itself (not the page), or null. */
export function scrollAreaOf(element: HTMLElement): HTMLElement | null {
  const root = element.ownerDocument
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node === root.body || node === root.documentElement) return null
    if (SCROLLING.has(getComputedStyle(node).overflowY)) return node
  }
  return null
}

/**
 * Moves focus to `target`. Inside a scroll area, the area is put at its top when the target is
 * fully visible from there; otherwise the target is brought into view (its start when it is taller
 * than the area). `preventScroll` first: the browser's own scroll, and any focus handler's, would
 * otherwise leave the area where the submit button was.
 */
export function focusFromAreaTop(target: HTMLElement): void {
  const area = scrollAreaOf(target)
  if (!area) {
    target.focus()
    return
  }
  target.focus({ preventScroll: true })
  const areaTop = area.getBoundingClientRect().top + area.clientTop
  const box = target.getBoundingClientRect()
  // The target's lower edge measured from the top of the area's content.
  const bottom = box.bottom - areaTop + area.scrollTop
  if (bottom <= area.clientHeight) {
    // `instant`: a smooth scroll-behavior would leave the area mid-way for a moment.
    if (typeof area.scrollTo === 'function') area.scrollTo({ top: 0, behavior: 'instant' })
    else area.scrollTop = 0
  } else {
    target.scrollIntoView?.({
      block: box.height > area.clientHeight ? 'start' : 'nearest',
      behavior: 'instant',
    })
  }
}
