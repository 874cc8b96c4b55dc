import styled from 'styled-components'
import { media, theme } from '@/theme'
import { accentTint, BlockFrame } from '../BlockFrame'

/** The card, with a soft accent glow from the top drawn from the theme's accent. */
export const Panel = styled(BlockFrame)`
  display: grid;
  justify-items: center;
  gap: ${theme.space.s4};
  text-align: center;
  background-image: radial-gradient(120% 90% at 50% 0%, ${accentTint(16)}, transparent 60%);
`

export const Heading = styled.h2`
  max-width: 760px;
  margin: 0;
  font-size: 30px;
  font-weight: 750;
  line-height: 1.1;
  letter-spacing: -0.025em;
  text-wrap: balance;
  ${media.laptop} {
    font-size: 48px;
  }
`

export const Body = styled.p`
  max-width: 600px;
  margin: 0;
  font-size: 17px;
  line-height: 1.6;
  color: ${theme.color.foregroundSecondary};
  text-wrap: pretty;
  ${media.laptop} {
    font-size: 19px;
  }
`

/** Stacked full-width buttons on phones, a centred row from tablets up. */
export const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  justify-self: stretch;
  gap: ${theme.space.s3};
  margin-top: ${theme.space.s3};
  ${media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: center;
    justify-self: center;
  }
`
