import styled, { css } from 'styled-components'
import { media, theme } from '@/theme'
import { tapTarget } from '@/theme/fragments'
import { CmsLink } from '../../ui/CmsLink'
import { frameStyles, hairline, PlainList } from '../BlockFrame'

export const Root = styled.div`
  ${frameStyles}
  text-align: center;
`

/** A quieter h2: tag lists are a supporting row ("Works with"), not a section of their own. */
export const Heading = styled.h2`
  margin: 0 0 ${theme.space.s5};
  font-size: ${theme.fontSize[80]};
  font-weight: ${theme.fontWeight.semiboldStrong};
  line-height: ${theme.lineHeight.snug};
  ${media.laptop} {
    font-size: ${theme.fontSize[100]};
  }
`

export const Tags = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.s2};
  ${media.tablet} {
    gap: ${theme.space.s3};
  }
`

const pill = css`
  ${tapTarget}
  gap: ${theme.space.s2};
  padding: 0 ${theme.space.s4};
  border: ${hairline};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accentBackground};
  color: ${theme.color.text};
  font-size: ${theme.fontSize[50]};
  font-weight: ${theme.fontWeight.mediumStrong};
  line-height: ${theme.lineHeight.title};
  text-decoration: none;
  white-space: nowrap;
`

export const Tag = styled.span`
  ${pill}
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.accent};
  }
`

export const TagLink = styled(CmsLink)`
  ${pill}
  transition:
    border-color ${theme.duration.fast} ease,
    color ${theme.duration.fast} ease;
  &:hover {
    border-color: ${theme.color.accent};
    color: ${theme.color.accent};
  }
`

export const Arrow = styled.span`
  color: ${theme.color.accent};
`
