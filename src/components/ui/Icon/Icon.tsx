// SPEC §9: SVGs are drawn as a masked icon, so they take the surrounding text or accent colour.
import type { ComponentPropsWithoutRef } from 'react'
import styled from 'styled-components'
import { safeCssUrl } from '@/lib/safeValues'
import { theme } from '@/theme/theme'

const Mask = styled.span<{ $size: number; $url: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  background-color: ${theme.color.accent};
  mask: url('${({ $url }) => $url}') center / contain no-repeat;
  -webkit-mask: url('${({ $url }) => $url}') center / contain no-repeat;
`

export interface IconProps extends ComponentPropsWithoutRef<'span'> {
  /** URL of an SVG (or PNG with alpha) icon. */
  url: string | null | undefined
  /** Edge length in px. Default: 32. */
  size?: number
}

/** A decorative icon in the accent colour; hidden from assistive technology. */
export function Icon({ url, size = 32, ...rest }: IconProps) {
  // Issue 9: the URL goes into CSS, so only one that cannot close its url("…") does.
  const safe = safeCssUrl(url)
  if (!safe) return null
  return <Mask aria-hidden="true" $size={size} $url={safe} {...rest} />
}
