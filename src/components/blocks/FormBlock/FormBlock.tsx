// Content model `formBlock`: a lead-capture form placed in the page (SPEC §2 Content-managed
// form block), in a card. Nothing shows when the form reference is missing or broken.
import type { ComponentPropsWithoutRef } from 'react'
import { FORM_STAMP_PATH } from '@/lib/leadContract'
import { FormNoScriptResult } from '../../forms/CmsForm/NoScriptResult'
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
      {/* Issue 33: only a browser without JavaScript loads this; its answer sets the signed start
          time the server checks at submit (src/server/leads/formStamp.ts). */}
      <noscript>
        {/* eslint-disable-next-line @next/next/no-img-element -- a 1x1 request, not content */}
        <img src={FORM_STAMP_PATH} alt="" width={1} height={1} hidden />
      </noscript>
      <FormNoScriptResult form={form} />
      <LazyCmsForm form={form} />
    </Card>
  )
}
