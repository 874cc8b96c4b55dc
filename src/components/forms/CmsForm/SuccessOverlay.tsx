'use client'
// SPEC §2 and §4 Form: after a successful submission the success overlay takes the form's place,
// with the rich-text successMessage or 'Thank you for submitting the form'. DESIGN §4.4: it is a
// status message and receives focus, so screen readers read it and keyboard users go on from it.
import type { PortableTextBlock } from '@portabletext/react'
import type { Ref } from 'react'
import { DEFAULT_SUCCESS_MESSAGE } from '@/lib/formDefaults'
import { SimpleRichText } from '../../richtext/SimpleRichText'
import { SvgIcon, successGlyph } from '../../ui/Icon'
import * as S from './CmsForm.styles'

export interface SuccessOverlayProps {
  /** The CMS successMessage; empty or missing shows the default text. */
  message: PortableTextBlock[] | null | undefined
  ref?: Ref<HTMLDivElement>
}

export function SuccessOverlay({ message, ref }: SuccessOverlayProps) {
  return (
    <S.Success ref={ref} role="status" tabIndex={-1} data-testid="form-success">
      <S.SuccessIcon>
        <SvgIcon glyph={successGlyph} />
      </S.SuccessIcon>
      <div>
        {message?.length ? <SimpleRichText value={message} /> : <p>{DEFAULT_SUCCESS_MESSAGE}</p>}
      </div>
    </S.Success>
  )
}
