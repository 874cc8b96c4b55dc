'use client'
// The form modal a header button opens (SPEC §2 navModalButton): the Radix dialog and the CMS
// form. Loaded only when a visitor shows intent to open it (NavModalButton, issue 10).
import type { RefObject } from 'react'
import { CmsForm } from '../../forms/CmsForm'
import { Modal } from '../../ui/Modal'
import type { NavItem } from '../types'

type ModalButtonItem = Extract<NavItem, { _type: 'navModalButton' }>

export interface FormModalProps {
  label: string
  content: ModalButtonItem['modalContent']
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLElement | null>
}

export function FormModal({ label, content, open, onOpenChange, returnFocusTo }: FormModalProps) {
  return (
    <Modal label={label} open={open} onOpenChange={onOpenChange} returnFocusTo={returnFocusTo}>
      {content?._type === 'formDocument' ? <CmsForm form={content} placement="modal" /> : null}
    </Modal>
  )
}
