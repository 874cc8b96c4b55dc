// SPEC §2 Header / §4 Header visibility (issue 11, item 8): the header hides when the visitor
// scrolls down past the threshold and shows again as soon as they scroll up. It never hides while
// it is held: the mobile menu is open, a dropdown is open, or keyboard focus is inside it.

/** SPEC §9: the header hides once the page is scrolled down past this many pixels. */
export const HEADER_HIDE_THRESHOLD = 90

export interface HeaderScroll {
  /** The scroll position now, and at the last scroll event. */
  y: number
  lastY: number
  /** Whether the header is hidden now. */
  hidden: boolean
  /** The mobile menu or a dropdown is open, or focus is in the header. */
  held: boolean
}

/** Whether the header is hidden after a scroll from `lastY` to `y`. */
export function headerHiddenAfterScroll({ y, lastY, hidden, held }: HeaderScroll): boolean {
  if (held) return false
  if (y > lastY) return y > HEADER_HIDE_THRESHOLD ? true : hidden
  if (y < lastY) return false
  return hidden
}
