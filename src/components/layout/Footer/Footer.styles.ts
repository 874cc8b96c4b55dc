import styled from 'styled-components'
import { media, theme } from '@/theme'
import { LinkList } from '../LinkList'

// Rendered through ThemeScope's `as` (styled() would swallow ThemeScope's `theme` prop).
export const Root = styled.footer`
  padding-top: ${theme.space.s8};
  &[data-extra-top-spacing] {
    padding-top: ${theme.space.s10};
  }
  padding-bottom: ${theme.space.s6};
`

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.s6} ${theme.space.s5};
  ${media.laptop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

export const GroupTitle = styled.h2`
  margin-bottom: ${theme.space.s3};
  font-size: ${theme.fontSize[40]};
  font-weight: ${theme.fontWeight.bold};
`

export const Links = styled(LinkList)`
  display: grid;
  gap: ${theme.space.s2};
  font-size: ${theme.fontSize[50]};
  a {
    color: ${theme.color.text};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.s4};
  margin-top: ${theme.space.s8};
  padding-top: ${theme.space.s5};
  border-top: 1px solid ${theme.color.accentBackground};
  font-size: ${theme.fontSize[40]};
`
