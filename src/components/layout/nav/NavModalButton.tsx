'use client'
// SPEC §2 Navigation modal button: a primary-navigation item that opens a CMS form in a modal,
// in the header's bar and in the mobile menu alike (each passes its own button style). The
// modal's code (Radix Dialog, the CMS form) loads once a visitor shows intent (useDialogIntent),
// and in the mobile menu also once the page is idle (issue 49: the menu is open, the dialog is
// likely next; in the bar, a pointer over the button fetches it before the click).
import { lazy, startTransition, Suspense, useRef, useState, type ComponentType } from 'react'
import type { NavItem } from '../types'
import { navItemLabel } from './navItems'
import { useDialogIntent, usePrefetchWhenIdle, type DialogOpenerProps } from './useDialogIntent'

const loadFormModal = () => import('./FormModal')
const FormModal = lazy(() => loadFormModal().then((m) => ({ default: m.FormModal })))

export type NavModalButtonItem = Extract<NavItem, { _type: 'navModalButton' }>

export interface NavModalButtonProps {
  /** The navigation item: its text is the button's label and the modal's title. */
  item: NavModalButtonItem
  /** The button component, styled for where it sits. */
  opener: ComponentType<DialogOpenerProps>
  /** Fetch the modal's code once the page is idle (usePrefetchWhenIdle). Default: false. */
  prefetchWhenIdle?: boolean
}

export function NavModalButton({
  item,
  opener: Opener,
  prefetchWhenIdle = false,
}: NavModalButtonProps) {
  const label = navItemLabel(item)
  const [open, setOpen] = useState(false)
  const [wanted, intent] = useDialogIntent()
  const openerRef = useRef<HTMLButtonElement>(null)
  usePrefetchWhenIdle(openerRef, loadFormModal, prefetchWhenIdle)
  return (
    <>
      <Opener
        ref={openerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => startTransition(() => setOpen(true))}
        {...intent}
      >
        {label}
      </Opener>
      {(wanted || open) && (
        <Suspense fallback={null}>
          <FormModal
            label={label}
            content={item.modalContent}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={openerRef}
          />
        </Suspense>
      )}
    </>
  )
}
