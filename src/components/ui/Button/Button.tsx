// SPEC §3 Button: one component for the design-system button, as a <button> or an anchor.
import NextLink from 'next/link'
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { safeColor } from '@/lib/safeValues'
import { StyledAnchor, StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles'

interface CommonProps {
  /** Visual variant. Default: 'primary'. */
  variant?: ButtonVariant
  /** Size. Default: 'large'. */
  size?: ButtonSize
  /** Custom colours, used when variant is 'custom'. */
  backgroundColor?: string
  textColor?: string
  hoverColor?: string
  children: ReactNode
}

/** A `ref` reaches the rendered <button> or <a> (React 19: `ref` is a prop). */
export type ButtonProps = CommonProps &
  (
    | ({ href?: undefined } & ComponentPropsWithRef<'button'>)
    | ({ href: string; external?: boolean } & Omit<ComponentPropsWithRef<'a'>, 'href'>)
  )

export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'large',
    backgroundColor,
    textColor,
    hoverColor,
    children,
    ...rest
  } = props
  const styleProps = {
    $variant: variant,
    $size: size,
    // Issue 9: colours reach CSS only as hex.
    $backgroundColor: safeColor(backgroundColor),
    $textColor: safeColor(textColor),
    $hoverColor: safeColor(hoverColor),
  }
  if ('href' in rest && typeof rest.href === 'string') {
    const { href, external, ...anchorRest } = rest as {
      href: string
      external?: boolean
    } & ComponentPropsWithRef<'a'>
    if (external || /^https?:/.test(href)) {
      return (
        <StyledAnchor href={href} {...styleProps} {...anchorRest}>
          {children}
        </StyledAnchor>
      )
    }
    return (
      <StyledAnchor as={NextLink} href={href} {...styleProps} {...anchorRest}>
        {children}
      </StyledAnchor>
    )
  }
  const { type = 'button', ...buttonRest } = rest as ComponentPropsWithRef<'button'>
  return (
    <StyledButton type={type} {...styleProps} {...buttonRest}>
      {children}
    </StyledButton>
  )
}
