// Issue 11, item 7: the visitor can change the consent choice at any time; the banner reopens.
// Issue 49: a server component, so no code of it is in a page's first-load JavaScript. The banner
// (ConsentBanner, loaded after hydration and only with a consent mode) hears a press on it
// through the attribute (consentSettingsEvent.ts), as it hears requestConsentSettings().
import styled from 'styled-components'
import { CONSENT_SETTINGS_ATTRIBUTE } from '@/analytics/consentSettingsEvent'
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

/** "Cookie settings": reopens the consent banner. */
export function CookieSettingsButton() {
  return (
    <StyledButton type="button" {...{ [CONSENT_SETTINGS_ATTRIBUTE]: '' }}>
      Cookie settings
    </StyledButton>
  )
}
