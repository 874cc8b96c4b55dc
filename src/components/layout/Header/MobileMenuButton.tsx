'use client'
// The burger button and, once wanted, the mobile menu sheet it opens (issue 10: the menu's code,
// Radix Dialog and Accordion, loads once a visitor shows intent to open it: useDialogIntent).
import { lazy, Suspense, useRef, type ComponentType, type ReactNode } from 'react'
import type { MobileMenuProps } from '../MobileMenu'
import { useDialogIntent, type DialogOpenerProps } from '../nav/useDialogIntent'

const MobileMenu = lazy(() =>
  import('../MobileMenu/MobileMenu').then((m) => ({ default: m.MobileMenu })),
)

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
  return (
    <>
      {/* One stable name: the open menu covers this button and names its own close button. */}
      <Opener
        ref={openerRef}
        type="button"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={onOpen}
        {...intent}
      >
        {icon}
      </Opener>
      {(wanted || isOpen) && (
        <Suspense fallback={null}>
          <MobileMenu {...menu} returnFocusTo={openerRef} />
        </Suspense>
      )}
    </>
  )
}
