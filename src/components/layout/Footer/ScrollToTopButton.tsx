'use client'
import styled from 'styled-components'
import { theme } from '@/theme/theme'

const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 ${theme.space.s4};
  border: 1px solid currentColor;
  border-radius: ${theme.radius.pill};
  background: transparent;
  cursor: pointer;
  font-size: 14px;
  font-weight: 600;
`

/** SPEC §2 Footer: 'Scroll to top'; moves focus to the top of the page too. */
export function ScrollToTopButton() {
  return (
    <StyledButton
      type="button"
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
        // Focus follows the view: the next Tab starts from the top of the page again.
        document.querySelector<HTMLElement>('#skip-link')?.focus({ preventScroll: true })
      }}
    >
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
        <path d="M7 12V2M2 7l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      Scroll to top
    </StyledButton>
  )
}
