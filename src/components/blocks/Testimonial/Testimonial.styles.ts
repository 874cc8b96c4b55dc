import styled from 'styled-components'
import { media, theme } from '@/theme'
import { BlockFrame } from '../BlockFrame'

export const Panel = styled(BlockFrame)`
  position: relative;
  overflow: hidden;
`

export const Figure = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${theme.space.s6};
  max-width: ${theme.layout.quoteWidth};
  margin-inline: auto;
  text-align: center;
`

export const Mark = styled.svg`
  width: 40px;
  height: 32px;
  color: ${theme.color.accent};
  ${media.laptop} {
    width: 52px;
    height: 42px;
  }
`

export const Quote = styled.blockquote`
  margin: 0;
  font-size: ${theme.fontSize[110]};
  font-weight: ${theme.fontWeight.medium};
  line-height: ${theme.lineHeight.compactLoose};
  letter-spacing: ${theme.letterSpacing.snug};
  text-wrap: pretty;
  ${media.laptop} {
    font-size: ${theme.fontSize[150]};
    line-height: ${theme.lineHeight.compact};
  }
  p {
    margin: 0;
  }
`

export const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${theme.space.s3};
  text-align: left;
  img {
    width: 56px;
    height: 56px;
    border-radius: ${theme.radius.pill};
    object-fit: cover;
    box-shadow: 0 0 0 2px ${theme.color.accent};
  }
`

export const Name = styled.span`
  display: block;
  font-size: ${theme.fontSize[60]};
  font-weight: ${theme.fontWeight.bold};
`

export const Role = styled.span`
  display: block;
  font-size: ${theme.fontSize[50]};
  color: ${theme.color.foregroundSecondary};
`
