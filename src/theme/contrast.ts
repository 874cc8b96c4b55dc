// WCAG 2.2 contrast (SC 1.4.3 Contrast (Minimum), 1.4.6 Contrast (Enhanced)): the ratio of two
// colours' relative luminances, as the design-system pages in Storybook show it for every pair of
// theme colours a component sets text in. Pure functions, no React.
import { hexToRgb } from './resolvers'

/** WCAG's thresholds: AA for body text and for large text (24 px, or 18.66 px bold), and AAA. */
export const contrastThresholds = {
  aa: 4.5,
  aaLarge: 3,
  aaa: 7,
} as const

/** What a ratio passes, best first: body text at AAA or AA, large text only, or nothing. */
export type ContrastLevel = 'AAA' | 'AA' | 'AA large' | 'fail'

/** WCAG 2 relative luminance of an sRGB colour (0 for black, 1 for white). */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (channel: number) => {
    const s = channel / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/**
 * The contrast ratio of two opaque colours given as #rgb or #rrggbb, from 1 (same luminance) to 21
 * (black on white); the order does not matter. Null when either is not such a colour.
 */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = hexToRgb(foreground)
  const bg = hexToRgb(background)
  if (!fg || !bg) return null
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((a, b) => b - a) as [
    number,
    number,
  ]
  return (light + 0.05) / (dark + 0.05)
}

/** The level a ratio reaches. WCAG does not round: 4.499 fails AA. */
export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= contrastThresholds.aaa) return 'AAA'
  if (ratio >= contrastThresholds.aa) return 'AA'
  if (ratio >= contrastThresholds.aaLarge) return 'AA large'
  return 'fail'
}

/** "4.54:1": cut (not rounded) to two decimals, so a failing 4.499 never reads as 4.50. */
export function formatContrastRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`
}
