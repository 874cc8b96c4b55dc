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
  max-width: ${theme.layout.readingWidth};
  margin: 0;
  font-size: ${theme.fontSize[160]};
  font-weight: ${theme.fontWeight.heavy};
  line-height: ${theme.lineHeight.heading};
  letter-spacing: ${theme.letterSpacing.headingTight};
  text-wrap: balance;
  ${media.laptop} {
    font-size: ${theme.fontSize[210]};
  }
`

export const Body = styled.p`
  max-width: ${theme.layout.ctaLeadWidth};
  margin: 0;
  font-size: ${theme.fontSize[70]};
  line-height: ${theme.lineHeight.body};
  color: ${theme.color.foregroundSecondary};
  text-wrap: pretty;
  ${media.laptop} {
    font-size: ${theme.fontSize[90]};
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
