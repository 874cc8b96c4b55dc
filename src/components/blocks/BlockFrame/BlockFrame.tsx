// The frame every block sits in: spacing in the rich-text flow, and, when the block carries its
// own theme, a ThemeScope so its colours (and everything inside it) follow that theme.
import type { ComponentPropsWithoutRef } from 'react'
import type { CmsTheme } from '@/theme/tokens'
import { ThemeScope } from '../../ui/ThemeScope'
import { Frame, type FrameSurface } from './BlockFrame.styles'

/** True when a CMS theme carries at least one colour (a dangling reference gives null). */
export function hasThemeColors(value: CmsTheme): value is NonNullable<CmsTheme> {
  return !!value && Object.values(value).some((color) => typeof color === 'string' && color)
}

export interface BlockFrameProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * The block's own theme. Without colours the block follows its section. Default: none.
   * (Not named `theme`: styled-components keeps a `theme` prop for itself, so a
   * `styled(BlockFrame)` would never pass it on.)
   */
  blockTheme?: CmsTheme
  /**
   * How an unthemed block is drawn: 'plain' (no surface, its items carry their own) or 'card'
   * (a rounded accent-background card). A themed block is always a panel in its theme.
   * Default: 'plain'.
   */
  surface?: FrameSurface
}

export function BlockFrame({
  blockTheme: theme,
  surface = 'plain',
  children,
  ...rest
}: BlockFrameProps) {
  if (!hasThemeColors(theme)) {
    return (
      <Frame $surface={surface} $themed={false} {...rest}>
        {children}
      </Frame>
    )
  }
  // The scope only carries the CSS variables (display: contents), so the frame below keeps its
  // margins in the flow and paints the theme's background itself.
  return (
    <ThemeScope theme={theme} style={{ display: 'contents' }}>
      <Frame $surface={surface} $themed data-themed="" {...rest}>
        {children}
      </Frame>
    </ThemeScope>
  )
}
