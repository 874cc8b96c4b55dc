// The site's own interface icons (close, chevron, arrows, menu, copy, play), drawn once here and
// used by the header, mobile menu, modal, footer, code snippet and video. They are inline SVG in
// currentColor, so they take the colour of the control they sit in; the CMS's icons are `Icon`.
import type { ComponentPropsWithoutRef, ReactNode } from 'react'

interface Glyph {
  /** The viewBox is `0 0 box box`. */
  box: number
  /**
   * Default edge length in px; `null` draws no width/height, for a control whose CSS sizes the
   * icon (the video's play button scales with the poster).
   */
  size: number | null
  /** Attributes of the <svg> itself that its shapes inherit. */
  svg?: ComponentPropsWithoutRef<'svg'>
  shapes: ReactNode
}

const glyphs = {
  /** A disclosure or dropdown chevron, pointing down. */
  chevronDown: {
    box: 12,
    size: 12,
    shapes: (
      <path
        d="M2 4l4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    ),
  },
  close: {
    box: 20,
    size: 20,
    shapes: (
      <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    ),
  },
  /** The burger that opens the mobile menu. */
  menu: {
    box: 20,
    size: 20,
    shapes: (
      <path
        d="M3 5h14M3 10h14M3 15h14"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    ),
  },
  /** "Go there": links of the header's panels. */
  arrowRight: {
    box: 14,
    size: 14,
    shapes: (
      <path
        d="M2 7h9M7.5 3.5L11 7l-3.5 3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
  /** "Scroll to top". */
  arrowUp: {
    box: 14,
    size: 14,
    shapes: <path d="M7 12V2M2 7l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />,
  },
  copy: {
    box: 16,
    size: 16,
    svg: { fill: 'none' },
    shapes: (
      <>
        <rect
          x="5"
          y="5"
          width="8.5"
          height="8.5"
          rx="1.5"
          stroke="currentColor"
          strokeWidth="1.5"
        />
        <path
          d="M10.5 3.5V3A1.5 1.5 0 0 0 9 1.5H3A1.5 1.5 0 0 0 1.5 3v6A1.5 1.5 0 0 0 3 10.5h.5"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </>
    ),
  },
  /** Done ("Copied"). */
  check: {
    box: 16,
    size: 16,
    svg: { fill: 'none' },
    shapes: (
      <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    ),
  },
  /** The play triangle of a video poster's play circle. */
  play: {
    box: 24,
    size: null,
    svg: { focusable: 'false' },
    shapes: (
      <path
        fill="currentColor"
        d="M6 3.5v17a1 1 0 0 0 1.5.86l14-8.5a1 1 0 0 0 0-1.72l-14-8.5A1 1 0 0 0 6 3.5Z"
      />
    ),
  },
} satisfies Record<string, Glyph>

export type SvgIconName = keyof typeof glyphs
export const svgIconNames = Object.keys(glyphs) as SvgIconName[]

export interface SvgIconProps extends Omit<ComponentPropsWithoutRef<'svg'>, 'children'> {
  /** Which icon. */
  name: SvgIconName
  /** Edge length in px. Default: the icon's own size (12 to 20 px; the play icon: set by CSS). */
  size?: number
}

/**
 * An interface icon in currentColor. Decorative (aria-hidden): the control it sits in carries the
 * accessible name, as icon-only buttons must (STYLE habit 8).
 */
export function SvgIcon({ name, size, ...rest }: SvgIconProps) {
  const glyph: Glyph = glyphs[name]
  const edge = size ?? glyph.size
  return (
    <svg
      {...(edge === null ? {} : { width: edge, height: edge })}
      viewBox={`0 0 ${glyph.box} ${glyph.box}`}
      aria-hidden="true"
      {...glyph.svg}
      {...rest}
    >
      {glyph.shapes}
    </svg>
  )
}
