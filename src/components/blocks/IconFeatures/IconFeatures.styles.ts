import styled from 'styled-components'
import { theme } from '@/theme'
import { tapTarget } from '@/theme/fragments'
import { CmsLink } from '../../ui/CmsLink'

/** "Learn more": a 44px-tall target in the accent colour. */
export const MoreLink = styled(CmsLink)`
  ${tapTarget}
  gap: ${theme.space.s1};
  margin-top: ${theme.space.s1};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.color.text};
  text-decoration: none;
  &:hover {
    color: ${theme.color.accent};
  }
`

/** The underlined text of the link (the arrow beside it is not underlined). */
export const LinkText = styled.span`
  text-decoration: underline;
  text-decoration-color: ${theme.color.accent};
  text-decoration-thickness: 2px;
  text-underline-offset: 4px;
`

export const Arrow = styled.span`
  transition: transform ${theme.duration.fast} ease;
  ${MoreLink}:hover & {
    transform: translateX(3px);
  }
`
