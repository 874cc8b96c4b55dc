import styled from 'styled-components'
import { media, theme } from '@/theme'
import { frameStyles, hairline } from '../BlockFrame'

/** The form in a card as wide as a modal form (SPEC §9: 648px), centred in the section. */
export const Card = styled.div`
  ${frameStyles}
  max-width: ${theme.layout.formWidth};
  margin-inline: auto;
  padding: ${theme.space.s6} ${theme.space.s5};
  border: ${hairline};
  border-radius: ${theme.radius.large};
  background: ${theme.color.accentBackground};
  color: ${theme.color.text};
  ${media.tablet} {
    padding: ${theme.space.s7};
  }
`
