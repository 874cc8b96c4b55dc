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
  /**
   * A gated form's file, linked under the message: after a post without JavaScript, where nothing
   * could start the download (issue 48). With JavaScript the download starts by itself.
   */
  download?: { href: string; filename: string | null } | null
  /** The element id (the fragment a post without JavaScript comes back to). */
  id?: string
  ref?: Ref<HTMLDivElement>
}

export function SuccessOverlay({ message, download, id, ref }: SuccessOverlayProps) {
  return (
    <S.Success ref={ref} id={id} role="status" tabIndex={-1} data-testid="form-success">
      <S.SuccessIcon>
        <SvgIcon glyph={successGlyph} />
      </S.SuccessIcon>
      <div>
        {message?.length ? <SimpleRichText value={message} /> : <p>{DEFAULT_SUCCESS_MESSAGE}</p>}
        {download && (
          <S.SuccessDownload>
            <a href={download.href} download={download.filename ?? true}>
              Download {download.filename ?? 'the file'}
            </a>
          </S.SuccessDownload>
        )}
      </div>
    </S.Success>
  )
}
