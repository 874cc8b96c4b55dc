import styled, { css, type RuleSet } from 'styled-components'
import { theme } from '@/theme'
import { frameStyles } from '../BlockFrame'

export type ImageSize = 'content' | 'wide' | 'full'

const sizes: Record<ImageSize, RuleSet<object>> = {
  content: css`
    max-width: ${theme.layout.readingWidth};
    margin-inline: auto;
  `,
  wide: css`
    max-width: ${theme.layout.maxWidth};
    margin-inline: auto;
  `,
  // Out of the section's centred column to the edges of the viewport.
  full: css`
    width: 100vw;
    max-width: none;
    margin-inline: calc(50% - 50vw);
  `,
}

export const Figure = styled.figure<{ $size: ImageSize; $rounded: boolean }>`
  ${frameStyles}
  ${({ $size }) => sizes[$size]}
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ $rounded }) => ($rounded ? theme.radius.large : '0')};
    background-color: ${theme.color.accentBackground};
  }
`

export const Caption = styled.figcaption<{ $inset: boolean }>`
  margin-top: ${theme.space.s3};
  padding-inline: ${({ $inset }) => ($inset ? theme.layout.gutter : '0')};
  font-size: ${theme.fontSize[40]};
  line-height: ${theme.lineHeight.normal};
  text-align: center;
  color: ${theme.color.foregroundSecondary};
`
