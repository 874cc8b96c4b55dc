import styled, { css } from 'styled-components'
import { media, theme } from '@/theme'
import { accentTint } from '../BlockFrame'

/**
 * The accent at `alpha`: from the block theme's RGB triplet when there is one (SPEC §3: process
 * takes themeRgb), otherwise mixed from the section's accent variable.
 */
const tint = (alpha: number) => css<{ $rgb?: string }>`
  ${({ $rgb }) => ($rgb ? `rgba(${$rgb}, ${alpha})` : accentTint(Math.round(alpha * 100)))}
`

export const Steps = styled.ol<{ $tabletColumns: number; $laptopColumns: number }>`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.s5};
  ${media.tablet} {
    grid-template-columns: repeat(${({ $tabletColumns }) => $tabletColumns}, minmax(0, 1fr));
  }
  ${media.laptop} {
    grid-template-columns: repeat(${({ $laptopColumns }) => $laptopColumns}, minmax(0, 1fr));
    gap: ${theme.space.s6};
  }
`

export const Step = styled.li<{ $rgb?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.s3};
  padding: ${theme.space.s5};
  border: 1px solid ${tint(0.22)};
  border-radius: ${theme.radius.large};
  background: ${theme.color.accentBackground};
  color: ${theme.color.text};
  ${media.laptop} {
    padding: ${theme.space.s6};
  }
`

export const StepTop = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.s3};
`

/** The step's number in a tinted ring (decorative: the ordered list numbers the steps). */
export const Number = styled.span<{ $rgb?: string }>`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${tint(0.45)};
  border-radius: ${theme.radius.pill};
  background: ${tint(0.14)};
  color: ${theme.color.text};
  font-family: ${theme.font.mono};
  font-size: ${theme.fontSize[50]};
  font-weight: ${theme.fontWeight.bold};
`

/** A line from the number towards the next step. */
export const Line = styled.span<{ $rgb?: string }>`
  flex: 1;
  height: 1px;
  background: linear-gradient(to right, ${tint(0.5)}, transparent);
`

export const Media = styled.div<{ $rgb?: string }>`
  margin-top: auto;
  padding-top: ${theme.space.s3};
  img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.medium};
    background: ${tint(0.08)};
  }
`
