'use client'
// Issue 10: the header's dialogs ship their code (Radix Dialog and Accordion, the CMS form) only
// once a visitor shows intent to open one: a pointer over or a touch on its opener, keyboard focus
// on it, or a press. The opener itself is in the page from the start; a press before the code has
// arrived opens the dialog as soon as it has.
import {
  lazy,
  Suspense,
  useCallback,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react'
import type { FormModalProps } from './FormModal'
import type { MobileMenuProps } from './MobileMenu'

const FormModal = lazy(() => import('./FormModal').then((m) => ({ default: m.FormModal })))
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })))

/** Whether the dialog's code is wanted yet, and the opener's handlers that say it is. */
function useIntent() {
  const [wanted, setWanted] = useState(false)
  const want = useCallback(() => setWanted(true), [])
  return [wanted, { onPointerEnter: want, onPointerDown: want, onFocus: want }] as const
}

/** The opener: any button component (the header's and the mobile menu's are styled apart). */
type OpenerProps = {
  ref?: Ref<HTMLButtonElement>
  type: 'button'
  'aria-haspopup': 'dialog'
  'aria-expanded': boolean
  'aria-label'?: string
  onClick: () => void
  onPointerEnter: () => void
  onPointerDown: () => void
  onFocus: () => void
  children: ReactNode
}

export interface FormModalButtonProps {
  label: string
  content: FormModalProps['content']
  opener: ComponentType<OpenerProps>
}

/** A header button that opens a form in a modal. */
export function FormModalButton({ label, content, opener: Opener }: FormModalButtonProps) {
  const [open, setOpen] = useState(false)
  const [wanted, intent] = useIntent()
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
            content={content}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={openerRef}
          />
        </Suspense>
      )}
    </>
  )
}

export interface MobileMenuButtonProps extends Omit<MobileMenuProps, 'returnFocusTo'> {
  isOpen: boolean
  onOpen: () => void
  opener: ComponentType<OpenerProps>
  icon: ReactNode
}

/** The burger button and, once wanted, the mobile menu sheet it opens. */
export function MobileMenuButton({
  isOpen,
  onOpen,
  opener: Opener,
  icon,
  ...menu
}: MobileMenuButtonProps) {
  const [wanted, intent] = useIntent()
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
