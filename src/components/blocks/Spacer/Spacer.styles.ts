import styled from 'styled-components'
import { media } from '@/theme'

/** Heights come in as CSS variables (one class for every spacer, whatever its values). */
export const Space = styled.div`
  height: var(--spacer-mobile, 0px);
  ${media.tablet} {
    height: var(--spacer-desktop, 0px);
  }
`
