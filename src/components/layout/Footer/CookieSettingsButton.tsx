'use client'
// Issue 11, item 7: the visitor can change the consent choice at any time; the banner reopens.
import styled from 'styled-components'
import { requestConsentSettings } from '@/analytics/consentSettingsEvent'
import { theme } from '@/theme/theme'

// Looks like the footer's links (S.Links), at the size of the bottom row it sits in: right after
// the copyright line, its auto end margin keeping "Scroll to top" at the far end.
const StyledButton = styled.button`
  display: inline-flex;
  margin-inline-end: auto;
  align-items: center;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${theme.color.text};
  cursor: pointer;
  font-size: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

/** "Cookie settings": reopens the consent banner (requestConsentSettings). */
export function CookieSettingsButton() {
  return (
    <StyledButton type="button" onClick={() => requestConsentSettings()}>
      Cookie settings
    </StyledButton>
  )
}
