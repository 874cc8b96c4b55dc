import styled, { css, type RuleSet } from 'styled-components'
import { theme } from '@/theme/theme'

/** SPEC §3 Button: the visual variants. */
export type ButtonVariant = 'primary' | 'tertiary' | 'tertiary-2' | 'secondary' | 'clean' | 'custom'
/** SPEC §3 Button: the sizes. */
export type ButtonSize = 'small' | 'large' | 'extra-large'

export interface ButtonStyleProps {
  $variant: ButtonVariant
  $size: ButtonSize
  $backgroundColor?: string
  $textColor?: string
  $hoverColor?: string
}

const sizes: Record<ButtonSize, RuleSet<object>> = {
  small: css`
    min-height: ${theme.controlSize.small};
    padding: ${theme.space.s1_5} ${theme.space.s3_5};
    font-size: ${theme.fontSize[40]};
  `,
  large: css`
    min-height: ${theme.controlSize.target};
    padding: ${theme.space.s2_5} ${theme.space.s4_5};
    font-size: ${theme.fontSize[60]};
  `,
  'extra-large': css`
    min-height: ${theme.controlSize.large};
    padding: ${theme.space.s3_5} ${theme.space.s5_5};
    font-size: ${theme.fontSize[80]};
  `,
}

/**
 * A filled button: its border takes the fill's colour, so it keeps the outlined (secondary)
 * button's size.
 */
const filled = (fill: string, ink: string) => css`
  background: ${fill};
  color: ${ink};
  border-color: ${fill};
`

const variants: Record<ButtonVariant, RuleSet<ButtonStyleProps>> = {
  primary: css`
    ${filled(theme.color.accent, theme.color.background)}
    &:hover {
      filter: brightness(1.08);
    }
  `,
  // The theme's own background, so a button with its own theme keeps its contrast.
  secondary: css`
    background: ${theme.color.background};
    color: ${theme.color.text};
    border-color: currentColor;
    &:hover {
      background: ${theme.color.accentBackground};
    }
  `,
  tertiary: css`
    ${filled(theme.color.accentBackground, theme.color.text)}
    &:hover {
      border-color: ${theme.color.text};
    }
  `,
  'tertiary-2': css`
    ${filled(theme.color.text, theme.color.background)}
    &:hover {
      filter: brightness(0.92);
    }
  `,
  clean: css`
    background: transparent;
    color: inherit;
    border-color: transparent;
    padding-inline: 0;
    text-decoration: underline;
    text-underline-offset: 4px;
  `,
  custom: css<ButtonStyleProps>`
    background: ${({ $backgroundColor }) => $backgroundColor ?? theme.color.accent};
    color: ${({ $textColor }) => $textColor ?? theme.color.background};
    border-color: ${({ $backgroundColor }) => $backgroundColor ?? theme.color.accent};
    &:hover {
      background: ${({ $hoverColor, $backgroundColor }) => $hoverColor ?? $backgroundColor ?? theme.color.accent};
    }
  `,
}

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.s2};
  border: 2px solid transparent;
  border-radius: ${theme.radius.pill};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.title};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${theme.duration.fast} ease,
    border-color ${theme.duration.fast} ease,
    filter ${theme.duration.fast} ease;
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`

export const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`
export const StyledAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`
