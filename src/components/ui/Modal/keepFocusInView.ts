// Issue 33, WCAG 2.4.11 Focus not obscured: a dialog taller than the screen scrolls inside itself,
// and Radix's focus trap moves focus with `preventScroll` when Tab wraps from its last control to
// its first (and Shift+Tab back), so the focused control could stay scrolled out of view. As the
// WAI-ARIA modal dialog pattern asks, whatever moved focus (Tab, the trap's wrap, a script), the
// focused control is scrolled fully into view inside the dialog's scroll areas. `nearest` scrolls
// only as far as needed, and each scroll area's `scroll-padding` keeps the control and its focus
// ring clear of any bar that stays in view (MobileMenu.styles.ts, Modal.styles.ts).
import type { FocusEvent } from 'react'

/** A dialog's `onFocus` (React's bubbling focusin): brings the newly focused control into view. */
export function keepFocusInView(event: FocusEvent<HTMLElement>) {
  const target = event.target
  if (target === event.currentTarget) return
  target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
}
