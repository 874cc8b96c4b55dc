'use client'
// SPEC §2 item 5: the draft-mode preview overlay, loaded only in draft mode (the shell imports it
// lazily). It tells editors they see drafts and offers the way out: a form button that posts to
// the exit route (issue 33: leaving changes state, so it is never a GET), drawn like a link.
import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import styled from 'styled-components'
import { isEmbedded } from '@/sanity/env'
import { theme } from '@/theme/theme'

// Only a Sanity project has a Presentation tool to talk to: the embedded source never loads it.
const VisualEditing = dynamic(() =>
  import('next-sanity/visual-editing').then((m) => m.VisualEditing),
)

const Banner = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: ${theme.zIndex.previewBanner};
  display: flex;
  align-items: center;
  gap: ${theme.space.s3};
  padding: ${theme.space.s2_5} ${theme.space.s3_5};
  border-radius: ${theme.radius.pill};
  background: ${theme.fixedColor.ink};
  color: ${theme.fixedColor.paper};
  font-size: ${theme.fontSize[40]};
  box-shadow: ${theme.shadow.floating};
`

/** The form only carries the button: the button is the banner's flex item, as the link was. */
const ExitForm = styled.form`
  display: contents;
`

/** A submit button that looks exactly like the banner's former "Exit preview" link. */
const ExitButton = styled.button`
  appearance: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.fixedColor.paper};
  font-weight: ${theme.fontWeight.semibold};
  text-decoration: underline;
  cursor: pointer;
`

export interface PreviewBannerProps {
  /** Where "Exit preview" posts. Default: leave draft mode and come back to this page. */
  exitAction?: string
}

export function PreviewBanner({ exitAction }: PreviewBannerProps) {
  const pathname = usePathname() ?? '/'
  const action = exitAction ?? `/api/draft-mode/disable?redirect=${encodeURIComponent(pathname)}`
  return (
    <>
      <Banner role="status" data-testid="preview-overlay">
        <span>Previewing drafts</span>
        <ExitForm method="post" action={action}>
          <ExitButton type="submit">Exit preview</ExitButton>
        </ExitForm>
      </Banner>
      {/* With a Sanity project, the Presentation tool's click-to-edit overlay. */}
      {!isEmbedded && <VisualEditing />}
    </>
  )
}

export default PreviewBanner
