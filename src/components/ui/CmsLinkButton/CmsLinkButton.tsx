// SPEC §3 CMS link button: a link styled as a button; secondary-focus draws a 2px accent border.
import type { ComponentPropsWithoutRef } from 'react'
import styled, { css } from 'styled-components'
import type { CmsLink as CmsLinkValue } from '@/lib/links'
import { theme } from '@/theme/theme'
import type { CmsTheme } from '@/theme/tokens'
import { buttonStyles, type ButtonStyleProps } from '../Button/Button.styles'
import { CmsLink } from '../CmsLink'
import { ThemeScope } from '../ThemeScope'

export type CmsLinkButtonStyle = 'primary' | 'secondary' | 'secondary-focus'

export interface CmsLinkButtonValue extends CmsLinkValue {
  _key?: string
  label?: string | null
  style?: string | null
  theme?: CmsTheme
}

export interface CmsLinkButtonProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  value: CmsLinkButtonValue
  /** Size. Default: 'large'. */
  size?: 'small' | 'large' | 'extra-large'
}

const focusBorder = css`
  border-color: ${theme.color.accent};
`

const StyledLink = styled(CmsLink)<ButtonStyleProps & { $style: CmsLinkButtonStyle }>`
  ${buttonStyles}
  ${({ $style }) => $style === 'secondary-focus' && focusBorder}
`

export function CmsLinkButton({ value, size = 'large', ...rest }: CmsLinkButtonProps) {
  const style: CmsLinkButtonStyle =
    value.style === 'secondary' || value.style === 'secondary-focus' ? value.style : 'primary'
  const link = (
    <StyledLink
      value={value}
      $style={style}
      $variant={style === 'primary' ? 'primary' : 'secondary'}
      $size={size}
      {...rest}
    >
      {value.label}
    </StyledLink>
  )
  if (!value.theme) return link
  return (
    <ThemeScope theme={value.theme} style={{ display: 'contents' }}>
      {link}
    </ThemeScope>
  )
}
