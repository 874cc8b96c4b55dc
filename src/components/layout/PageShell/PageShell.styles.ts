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
  z-index: 1000;
  padding: 12px 16px;
  border-radius: 8px;
  background: #ffffff;
  color: #1b2333;
  font-weight: 600;
  &:focus {
    top: 16px;
  }
`
