import styled from 'styled-components'
import { theme } from '@/theme/theme'

/** SPEC §2: the body sits in a main area pulled up by a negative top offset, under the header. */
export const Main = styled.main`
  display: block;
  &[data-under-header] {
    margin-top: calc(-1 * ${theme.layout.headerHeight});
  }
  &:focus {
    outline: none;
  }
`

export const SkipLink = styled.a`
  position: absolute;
  left: 16px;
  top: -100px;
  z-index: ${theme.zIndex.overlay};
  padding: ${theme.space.s3} ${theme.space.s4};
  border-radius: ${theme.radius.smallMedium};
  background: ${theme.fixedColor.paper};
  color: ${theme.fixedColor.ink};
  font-weight: ${theme.fontWeight.semibold};
  &:focus {
    top: 16px;
  }
`
