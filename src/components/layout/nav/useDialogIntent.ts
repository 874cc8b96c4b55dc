'use client'
// Issue 10: the header's dialogs (the form modal of a nav modal button, the mobile menu) ship
// their code only once a visitor shows intent to open one: a pointer over or a touch on its
// opener, keyboard focus on it, or a press. The opener itself is in the page from the start; a
// press before the code has arrived opens the dialog as soon as it has. Issue 49: a dialog a
// visitor is likely to open (the mobile menu on a phone, the form from the open menu) is also
// fetched once the page is idle after its load event (usePrefetchWhenIdle), so its first open
// waits for neither the network nor the first run of its code.
import { useCallback, useEffect, useState, type ReactNode, type Ref, type RefObject } from 'react'

/** Whether the dialog's code is wanted yet, and the opener's handlers that say it is. */
export function useDialogIntent() {
  const [wanted, setWanted] = useState(false)
  const want = useCallback(() => setWanted(true), [])
  return [wanted, { onPointerEnter: want, onPointerDown: want, onFocus: want }] as const
}

/**
 * Runs `load` (a dialog's dynamic import) once the page is idle after its load event, if the
 * opener `ref` is then shown: the burger on a wide screen, hidden, fetches nothing.
 */
export function usePrefetchWhenIdle(
  ref: RefObject<HTMLElement | null>,
  load: () => Promise<unknown>,
  enabled = true,
) {
  useEffect(() => {
    if (!enabled) return
    let idle: number | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const fetchIfShown = () => {
      // A failed fetch is tried again by the dialog's own import when it is opened.
      if (ref.current?.getClientRects().length) load().catch(() => {})
    }
    const whenIdle = () => {
      if ('requestIdleCallback' in window) idle = requestIdleCallback(fetchIfShown)
      else timer = setTimeout(fetchIfShown, 1)
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      if (idle !== undefined) cancelIdleCallback(idle)
      clearTimeout(timer)
    }
  }, [ref, load, enabled])
}

/** The props a dialog's opener receives: any button component (the bar's and the menu's are
 * styled apart). */
export type DialogOpenerProps = {
  ref?: Ref<HTMLButtonElement>
  type: 'button'
  /** Left out by the mobile menu's burger until the page is hydrated (MobileMenuButton). */
  'aria-haspopup'?: 'dialog'
  'aria-expanded'?: boolean
  'aria-label'?: string
  /** Issue 48: the popover a visitor without JavaScript opens instead (the mobile menu's). */
  popoverTarget?: string
  onClick: () => void
  onPointerEnter: () => void
  onPointerDown: () => void
  onFocus: () => void
  children: ReactNode
}
