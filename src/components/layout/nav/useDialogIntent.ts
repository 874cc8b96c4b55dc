'use client'
// Issue 10: the header's dialogs (the form modal of a nav modal button, the mobile menu) ship
// their code only once a visitor shows intent to open one: a pointer over or a touch on its
// opener, keyboard focus on it, or a press. The opener itself is in the page from the start; a
// press before the code has arrived opens the dialog as soon as it has.
import { useCallback, useState, type ReactNode, type Ref } from 'react'

/** Whether the dialog's code is wanted yet, and the opener's handlers that say it is. */
export function useDialogIntent() {
  const [wanted, setWanted] = useState(false)
  const want = useCallback(() => setWanted(true), [])
  return [wanted, { onPointerEnter: want, onPointerDown: want, onFocus: want }] as const
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
