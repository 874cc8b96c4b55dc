import styled from 'styled-components'
import { media, theme } from '@/theme'
import { typeStep } from '@/theme/fragments'
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
  ${typeStep(160, 210, 'heading', 'heavy', 'headingTight')}
  text-wrap: balance;
`

export const Body = styled.p`
  max-width: ${theme.layout.ctaLeadWidth};
  margin: 0;
  ${typeStep(70, 90, 'body')}
  color: ${theme.color.foregroundSecondary};
  text-wrap: pretty;
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
