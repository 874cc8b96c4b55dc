'use client'
import styled from 'styled-components'
import { theme } from '@/theme/theme'
import { arrowUpGlyph, SvgIcon } from '../../ui/Icon'

const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.s2};
  min-height: 44px;
  padding: 0 ${theme.space.s4};
  border: 1px solid currentColor;
  border-radius: ${theme.radius.pill};
  background: transparent;
  cursor: pointer;
  font-size: ${theme.fontSize[40]};
  font-weight: ${theme.fontWeight.semibold};
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
      <SvgIcon glyph={arrowUpGlyph} />
      Scroll to top
    </StyledButton>
  )
}
