'use client'
// SPEC §2 Navigation modal button: a primary-navigation item that opens a CMS form in a modal,
// in the header's bar and in the mobile menu alike (each passes its own button style). The
// modal's code (Radix Dialog, the CMS form) loads once a visitor shows intent (useDialogIntent).
import { lazy, Suspense, useRef, useState, type ComponentType } from 'react'
import type { NavItem } from '../types'
import { navItemLabel } from './navItems'
import { useDialogIntent, type DialogOpenerProps } from './useDialogIntent'

const FormModal = lazy(() => import('./FormModal').then((m) => ({ default: m.FormModal })))

export type NavModalButtonItem = Extract<NavItem, { _type: 'navModalButton' }>

export interface NavModalButtonProps {
  /** The navigation item: its text is the button's label and the modal's title. */
  item: NavModalButtonItem
  /** The button component, styled for where it sits. */
  opener: ComponentType<DialogOpenerProps>
}

export function NavModalButton({ item, opener: Opener }: NavModalButtonProps) {
  const label = navItemLabel(item)
  const [open, setOpen] = useState(false)
  const [wanted, intent] = useDialogIntent()
  const openerRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Opener
        ref={openerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
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
