'use client'
// The burger button and, once wanted, the mobile menu sheet it opens (issue 10: the menu's code,
// Radix Dialog and Accordion, loads once a visitor shows intent to open it: useDialogIntent).
// Without JavaScript the same button opens and closes the menu made of native HTML, through a
// popover the server renders in a <noscript> with the header's no-JavaScript styles (issue 48,
// NoScriptNav.tsx). With JavaScript that <noscript> is inert text, so the button's popovertarget
// names no element and does nothing: its click is React's alone.
import { lazy, Suspense, useId, useRef, type ComponentType, type ReactNode } from 'react'
import { useHydrated } from '@/hooks/useHydrated'
import type { MobileMenuProps } from '../MobileMenu'
import { NoScript } from '../nav/noScriptParts'
import {
  useDialogIntent,
  usePrefetchWhenIdle,
  type DialogOpenerProps,
} from '../nav/useDialogIntent'

const loadMobileMenu = () => import('../MobileMenu/MobileMenu')
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })))

export interface MobileMenuButtonProps extends Omit<MobileMenuProps, 'returnFocusTo'> {
  isOpen: boolean
  onOpen: () => void
  opener: ComponentType<DialogOpenerProps>
  icon: ReactNode
}

export function MobileMenuButton({
  isOpen,
  onOpen,
  opener: Opener,
  icon,
  ...menu
}: MobileMenuButtonProps) {
  const [wanted, intent] = useDialogIntent()
  const openerRef = useRef<HTMLButtonElement>(null)
  // Issue 49: where the burger is shown (a phone), the menu is what a visitor opens first.
  usePrefetchWhenIdle(openerRef, loadMobileMenu)
  const noScriptMenuId = useId()
  // The dialog and its state are React's, so they are stated once React has the page. Without
  // JavaScript the browser states the popover's own (expanded or collapsed, issue 48).
  const hydrated = useHydrated()
  return (
    <>
      {/* One stable name: the open menu covers this button and names its own close button. */}
      <Opener
        ref={openerRef}
        type="button"
        aria-label="Menu"
        aria-haspopup={hydrated ? 'dialog' : undefined}
        aria-expanded={hydrated ? isOpen : undefined}
        popoverTarget={noScriptMenuId}
        onClick={onOpen}
        {...intent}
      >
        {icon}
      </Opener>
      <noscript>
        {NoScript && (
          <>
            <NoScript.Styles />
            <NoScript.MenuState id={noScriptMenuId} />
          </>
        )}
      </noscript>
      {(wanted || isOpen) && (
        <Suspense fallback={null}>
          <MobileMenu {...menu} returnFocusTo={openerRef} />
        </Suspense>
      )}
    </>
  )
}
