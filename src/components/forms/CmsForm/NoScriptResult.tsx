// The outcome of a post sent without JavaScript (issue #6, DESIGN §4.3): the server redirects back
// to `#form-result-{id}` or `#form-error-{id}`, and the note with that id shows by CSS `:target`.
// Rendered by the server around the form (FormBlock), so its text never weighs on the browser's
// JavaScript; a hydrated form shows the exact outcome itself and the notes stay hidden.
import styled from 'styled-components'
import { fileDownloadUrl } from '@/lib/fileDownload'
import { formResultAnchor } from '@/lib/leadContract'
import { theme } from '@/theme/theme'
import type { CmsFormData } from '../../layout/types'

/** The note a post without JavaScript comes back to when it was stored. */
export const NO_SCRIPT_RESULT = 'Thank you, your form has been sent.'
/** The note a post without JavaScript comes back to when the server refused it. */
export const NO_SCRIPT_ERROR =
  'Your form was not sent. Please fill in every field marked *, use a valid (work) e-mail address, and send it again.'

/** The form root marks itself `data-form-hydrated`; next to it, the notes never show. */
export const HYDRATED_ATTRIBUTE = 'data-form-hydrated'

const Note = styled.p`
  display: none;
  margin: 0 0 ${theme.space.s4};
  padding: ${theme.space.s3} ${theme.space.s4};
  border: 1px solid currentColor;
  border-radius: ${theme.radius.small};
  font-weight: ${theme.fontWeight.semibold};
  &:target {
    display: block;
  }
  *:has(> [${HYDRATED_ATTRIBUTE}]) > &&& {
    display: none;
  }
`

export interface FormNoScriptResultProps {
  form: Pick<CmsFormData, '_id' | 'fileDownload'>
}

export function FormNoScriptResult({ form }: FormNoScriptResultProps) {
  // Without JavaScript the download cannot start by itself: the success note links to it.
  const download = fileDownloadUrl(form.fileDownload)
  return (
    <>
      <Note id={formResultAnchor(form._id, 'success')}>
        {NO_SCRIPT_RESULT}
        {download && (
          <>
            {' '}
            <a href={download} download={form.fileDownload?.originalFilename ?? true}>
              Download {form.fileDownload?.originalFilename}
            </a>
          </>
        )}
      </Note>
      <Note id={formResultAnchor(form._id, 'error')}>{NO_SCRIPT_ERROR}</Note>
    </>
  )
}
