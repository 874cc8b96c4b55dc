// Draws one of the site's interface icons (ui/Icon/glyphs.tsx) in currentColor; the CMS's icons
// are `Icon`. The caller passes the glyph it draws.
import type { ComponentPropsWithoutRef } from 'react'
import type { Glyph } from './glyphs'

export interface SvgIconProps extends Omit<ComponentPropsWithoutRef<'svg'>, 'children'> {
  /** Which icon: one of the glyphs of ui/Icon/glyphs.tsx. */
  glyph: Glyph
  /** Edge length in px. Default: the icon's own size (12 to 24 px; the play and pin icons: CSS). */
  size?: number
}

/**
 * An interface icon in currentColor. Decorative (aria-hidden, and never a Tab stop): the control it
 * sits in carries the accessible name, as icon-only buttons must (STYLE habit 8).
 */
export function SvgIcon({ glyph, size, ...rest }: SvgIconProps) {
  const edge = size ?? glyph.size
  return (
    <svg
      {...(edge === null ? {} : { width: edge, height: edge })}
      viewBox={`0 0 ${glyph.box} ${glyph.box}`}
      aria-hidden="true"
      focusable="false"
      {...glyph.svg}
      {...rest}
    >
      {glyph.shapes}
    </svg>
  )
}
