// Content model `spacer`: empty vertical space, one height on phones and one from tablets up
// (SPEC §3: mobileSpacer, desktopSpacer; px, clamped to 0-400). Hidden from assistive technology.
import type { ComponentPropsWithoutRef, CSSProperties } from 'react'
import { clampSpacer } from './spacer'
import type { SpacerValue } from '../types'
import { Space } from './Spacer.styles'

export interface SpacerProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The block as PAGE_QUERY projects it. */
  value: SpacerValue
}

export function Spacer({ value, style, ...rest }: SpacerProps) {
  const heights = {
    '--spacer-mobile': `${clampSpacer(value.mobileSpacer)}px`,
    '--spacer-desktop': `${clampSpacer(value.desktopSpacer)}px`,
  }
  return <Space aria-hidden="true" style={{ ...(heights as CSSProperties), ...style }} {...rest} />
}
