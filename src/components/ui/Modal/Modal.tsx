'use client'
// SPEC §2 Reusable modal dialog, on Radix Dialog (DESIGN §1): focus trap, scroll lock, Escape,
// portal above the whole page and client-only mounting come from the library, not hand-written.
import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode, RefObject } from 'react'
import { CloseButton, Content, Overlay } from './Modal.styles'
import { keepFocusInView } from './keepFocusInView'
import { closeGlyph, SvgIcon } from '../Icon'
import { VisuallyHidden } from '../VisuallyHidden'
import { ThemeScope } from '../ThemeScope'
import { theme as siteTheme } from '@/theme/theme'
import { lightSurfaceColors, type CmsTheme } from '@/theme/tokens'

export interface ModalProps {
  /**
   * The element that opens the dialog (rendered as the Radix trigger, asChild). Left out when the
   * opener lives outside the dialog's code (a lazily loaded modal): then pass `open`,
   * `onOpenChange` and `returnFocusTo`.
   */
  trigger?: ReactNode
  /** Controlled open state (with `onOpenChange`); uncontrolled when left out. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** Where focus goes back when the dialog closes, for an opener that is not `trigger`. */
  returnFocusTo?: RefObject<HTMLElement | null>
  /** The dialog's accessible label, supplied by its opener. */
  label: string
  children: ReactNode
  /** Maximum width of the dialog. Default: the theme's `layout.formWidth` (SPEC §9 modal form width, 648px). */
  maxWidth?: string
  /**
   * Theme of the dialog surface; missing colours come from `lightSurfaceColors` (SPEC §9 light
   * defaults with an AA-safe accent).
   */
  theme?: CmsTheme
}

export function Modal({
  trigger,
  open,
  onOpenChange,
  returnFocusTo,
  label,
  children,
  maxWidth = siteTheme.layout.formWidth,
  theme,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger !== undefined && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <ThemeScope theme={theme} fallback={lightSurfaceColors} style={{ background: 'none' }}>
          <Dialog.Overlay asChild>
            <Overlay data-testid="modal-backdrop" />
          </Dialog.Overlay>
          {/* aria-modal: Radix hides the rest of the page from assistive technology; this says so. */}
          <Dialog.Content
            asChild
            aria-describedby={undefined}
            aria-modal="true"
            // Focus goes back without scrolling (as Radix's own return does): the opener was in
            // view when pressed and the page cannot have moved since (issue 48).
            onCloseAutoFocus={
              returnFocusTo
                ? (event) => {
                    event.preventDefault()
                    returnFocusTo.current?.focus({ preventScroll: true })
                  }
                : undefined
            }
          >
            <Content
              $maxWidth={maxWidth}
              onFocus={keepFocusInView}
              // Escape from inside closes a controlled dialog even in the frames before Radix has
              // registered its layer (it listens once its layer is the highest): an Escape there
              // went to the dialog beneath (the mobile menu) instead. Radix's own close comes
              // first when it is ready; closing again changes nothing.
              onKeyDown={(event) => {
                if (event.key !== 'Escape' || open === undefined) return
                if (event.currentTarget.contains(event.target as Node)) onOpenChange?.(false)
              }}
            >
              {/* The label names the dialog without being a heading of its own: the content (a
                  form's visible title) brings the heading, so the dialog has one h2, not two. */}
              <Dialog.Title asChild>
                <VisuallyHidden>{label}</VisuallyHidden>
              </Dialog.Title>
              {/* First in the DOM as it is first on screen (top right), so Tab order follows it. */}
              <Dialog.Close asChild>
                <CloseButton type="button" aria-label="Close modal">
                  <SvgIcon glyph={closeGlyph} />
                </CloseButton>
              </Dialog.Close>
              {children}
            </Content>
          </Dialog.Content>
        </ThemeScope>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
