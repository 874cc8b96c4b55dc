import styled, { css } from 'styled-components'
import { media, theme } from '@/theme'
import { figureCaption } from '@/theme/fragments'
import { accentTint, frameStyles, hairline } from '../BlockFrame'

export const Figure = styled.figure`
  ${frameStyles}
  max-width: ${theme.layout.mediaWidth};
  margin-inline: auto;
`

/**
 * The map's box has its size before the frame loads (no layout shift): the editor's height, or
 * 4:3 on phones and 16:9 from tablets up.
 */
export const MapBox = styled.div<{ $height?: number }>`
  position: relative;
  overflow: hidden;
  border: ${hairline};
  border-radius: ${theme.radius.large};
  background: ${theme.color.accentBackground};
  ${({ $height }) =>
    $height
      ? css`
          height: ${$height}px;
        `
      : css`
          aspect-ratio: 4 / 3;
          ${media.tablet} {
            aspect-ratio: 16 / 9;
          }
        `}
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`

/** Without a Maps key: the address on a card in the section's accent background. */
export const Card = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.s4};
  padding: ${theme.space.s5};
  border: ${hairline};
  border-radius: ${theme.radius.large};
  background-color: ${theme.color.accentBackground};
  color: ${theme.color.text};
  ${media.tablet} {
    gap: ${theme.space.s5};
    padding: ${theme.space.s6};
  }
`

export const Pin = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${theme.radius.pill};
  background: ${accentTint(16)};
  color: ${theme.color.accent};
  svg {
    width: 24px;
    height: 24px;
  }
`

export const CardBody = styled.div`
  display: grid;
  gap: ${theme.space.s3};
  min-width: 0;
`

export const Address = styled.p`
  margin: 0;
  font-size: ${theme.fontSize[80]};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.compact};
  overflow-wrap: anywhere;
  ${media.tablet} {
    font-size: ${theme.fontSize[100]};
  }
`

/** "Open in Google Maps": a text link with the arrow of the site's external links. */
export const OpenLink = styled.a`
  justify-self: start;
  display: inline-block;
  padding-block: ${theme.space.s2_5};
  color: ${theme.color.text};
  font-weight: ${theme.fontWeight.semibold};
  line-height: 24px;
  text-decoration: underline;
  text-decoration-color: ${theme.color.accent};
  text-decoration-thickness: 2px;
  text-underline-offset: 4px;
  &:hover {
    text-decoration-thickness: 3px;
  }
`

export const Footer = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 ${theme.space.s4};
  ${figureCaption}
  ${OpenLink} {
    color: ${theme.color.text};
  }
`

export const Caption = styled.figcaption`
  ${figureCaption}
  text-align: center;
`
