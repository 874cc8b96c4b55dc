'use client'
// Client components' styles (only 'use client' modules import this file): they read the theme
// from styled-components' ThemeProvider as props.theme (issue 33 item 4, src/theme/Providers.tsx).
import styled from 'styled-components'
import { dangerColor } from './CmsForm.styles'

/**
 * Issue 33 item 3: a submission that failed as a whole (a 5xx, a network failure, a store that
 * could not take it) says so under the submit button, in the error colour of the field messages
 * and with the same warning sign, so colour is not the only cue (WCAG 1.4.1).
 *
 * One line high, so the sign stays level with the first line when the text wraps.
 *
 * In a dialog it takes focus (issue 48 item 2): a ring only for keyboard users, as the success
 * message's.
 */
export const FormError = styled.p`
  grid-column: 1 / -1;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.s1_5};
  margin: 0;
  color: ${dangerColor};
  font-size: ${({ theme }) => theme.fontSize[40]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.compact};
  > svg {
    flex: none;
    height: 1lh;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 4px;
  }
`
