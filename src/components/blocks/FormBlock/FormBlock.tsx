// Content model `formBlock`: a lead-capture form placed in the page (SPEC §2 Content-managed
// form block), in a card. Nothing shows when the form reference is missing or broken. The form
// works without JavaScript too (issue 48): see CmsForm.tsx.
import type { ComponentPropsWithoutRef } from 'react'
import { LazyCmsForm } from '../../forms/CmsForm/LazyCmsForm'
import type { FormBlockValue } from '../types'
import { Card } from './FormBlock.styles'

export interface FormBlockProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The block as PAGE_QUERY projects it (the form reference dereferenced). */
  value: FormBlockValue
}

export function FormBlock({ value, ...rest }: FormBlockProps) {
  // Typegen says the form is always there; a dangling reference still resolves to null.
  const form = value.form as FormBlockValue['form'] | null | undefined
  if (!form) return null
  return (
    <Card {...rest}>
      <LazyCmsForm form={form} />
    </Card>
  )
}
