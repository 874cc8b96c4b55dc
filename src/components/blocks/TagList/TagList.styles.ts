import styled, { css } from 'styled-components'
import { media, theme } from '@/theme'
import { CmsLink } from '../../ui/CmsLink'
import { frameStyles, hairline, PlainList } from '../BlockFrame'

export const Root = styled.div`
  ${frameStyles}
  text-align: center;
`

/** A quieter h2: tag lists are a supporting row ("Works with"), not a section of their own. */
export const Heading = styled.h2`
  margin: 0 0 ${theme.space.s5};
  font-size: 18px;
  font-weight: 650;
  line-height: 1.3;
  ${media.laptop} {
    font-size: 20px;
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
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.s2};
  min-height: 44px;
  padding: 0 ${theme.space.s4};
  border: ${hairline};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accentBackground};
  color: ${theme.color.text};
  font-size: 15px;
  font-weight: 550;
  line-height: 1.2;
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
    border-color 150ms ease,
    color 150ms ease;
  &:hover {
    border-color: ${theme.color.accent};
    color: ${theme.color.accent};
  }
`

export const Arrow = styled.span`
  color: ${theme.color.accent};
`
