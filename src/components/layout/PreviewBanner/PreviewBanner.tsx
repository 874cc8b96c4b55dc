'use client'
// SPEC §2 item 5: the draft-mode preview overlay, loaded only in draft mode (the shell imports it
// lazily). It tells editors they see drafts and offers the way out.
import styled from 'styled-components'

const Banner = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 900;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 14px;
  border-radius: 999px;
  background: #1b2333;
  color: #ffffff;
  font-size: 14px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.3);
  a {
    color: #ffffff;
    font-weight: 600;
  }
`

export interface PreviewBannerProps {
  /** Where "Exit preview" goes. Default: '/api/draft-mode/disable'. */
  exitHref?: string
}

export function PreviewBanner({ exitHref = '/api/draft-mode/disable' }: PreviewBannerProps) {
  return (
    <Banner role="status" data-testid="preview-overlay">
      <span>Previewing drafts</span>
      <a href={exitHref}>Exit preview</a>
    </Banner>
  )
}

export default PreviewBanner
