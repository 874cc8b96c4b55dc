// The site's own interface icons, drawn once here and shown by `SvgIcon` (the CMS's icons are
// `Icon`). Each is its own export, passed to `SvgIcon` as `glyph`. They are inline SVG in
// currentColor, so they take the colour of the control they sit in. The builder calls are marked
// pure, so a bundler may leave out a glyph nothing in the bundle uses (the map's pin, drawn only
// on the server, is not in any client chunk).
import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { theme } from '@/theme/theme'

export interface Glyph {
  /** The viewBox is `0 0 box box`. */
  box: number
  /**
   * Default edge length in px; `null` draws no width/height, for a control whose CSS sizes the
   * icon (the video's play button scales with the poster, the map's pin with its tile).
   */
  size: number | null
  /** Attributes of the <svg> itself that its shapes inherit. */
  svg?: ComponentPropsWithoutRef<'svg'>
  shapes: ReactNode
}

/** A glyph drawn as one filled path. */
function filled(box: number, size: number | null, d: string): Glyph {
  return { box, size, shapes: <path fill="currentColor" d={d} /> }
}

/** A glyph drawn as one line of `width`, with round ends (and round corners when `join`). */
function stroked(box: number, d: string, width: number, ends = true, join = false): Glyph {
  return {
    box,
    size: box,
    shapes: (
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={width}
        strokeLinecap={ends ? 'round' : undefined}
        strokeLinejoin={join ? 'round' : undefined}
      />
    ),
  }
}

/** A disclosure or dropdown chevron, pointing down. */
export const chevronDownGlyph = /* @__PURE__ */ stroked(12, 'M2 4l4 4 4-4', 1.8)

/** Closes a dialog or the mobile menu. */
export const closeGlyph = /* @__PURE__ */ stroked(20, 'M4 4l12 12M16 4L4 16', 2)

/** The burger that opens the mobile menu. */
export const menuGlyph = /* @__PURE__ */ stroked(20, 'M3 5h14M3 10h14M3 15h14', 2)

/** "Go there": links of the header's panels. */
export const arrowRightGlyph = /* @__PURE__ */ stroked(
  14,
  'M2 7h9M7.5 3.5L11 7l-3.5 3.5',
  1.6,
  true,
  true,
)

/** "Scroll to top". */
export const arrowUpGlyph = /* @__PURE__ */ stroked(14, 'M7 12V2M2 7l5-5 5 5', 1.8, false)

/** Copies a code snippet. */
export const copyGlyph: Glyph = {
  box: 16,
  size: 16,
  svg: { fill: 'none' },
  shapes: (
    <>
      <rect x="5" y="5" width="8.5" height="8.5" rx="1.5" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M10.5 3.5V3A1.5 1.5 0 0 0 9 1.5H3A1.5 1.5 0 0 0 1.5 3v6A1.5 1.5 0 0 0 3 10.5h.5"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </>
  ),
}

/** Done ("Copied"). */
export const checkGlyph = /* @__PURE__ */ stroked(16, 'M3 8.5l3 3 7-7', 1.8)

/** A sent form's success mark. */
export const successGlyph = /* @__PURE__ */ stroked(24, 'M5 12.5l4.5 4.5L19 7.5', 2.5, true, true)

/** The play triangle of a video poster's play circle (sized by the button's CSS). */
export const playGlyph = /* @__PURE__ */ filled(
  24,
  null,
  'M6 3.5v17a1 1 0 0 0 1.5.86l14-8.5a1 1 0 0 0 0-1.72l-14-8.5A1 1 0 0 0 6 3.5Z',
)

/** The moving logo row's pause control. */
export const pauseGlyph = /* @__PURE__ */ filled(16, 14, 'M4 2h3v12H4zM9 2h3v12H9z')

/** The moving logo row's play control, once paused. */
export const resumeGlyph = /* @__PURE__ */ filled(
  16,
  14,
  'M4 2.5v11a.75.75 0 0 0 1.14.64l9-5.5a.75.75 0 0 0 0-1.28l-9-5.5A.75.75 0 0 0 4 2.5Z',
)

/** A map's place marker (sized by its tile's CSS). */
export const pinGlyph = /* @__PURE__ */ filled(
  24,
  null,
  'M12 2a7.5 7.5 0 0 0-7.5 7.5c0 5.3 6.3 11.6 6.9 12.2a.9.9 0 0 0 1.2 0c.6-.6 6.9-6.9 6.9-12.2A7.5 7.5 0 0 0 12 2Zm0 10.25a2.75 2.75 0 1 1 0-5.5 2.75 2.75 0 0 1 0 5.5Z',
)

/**
 * A warning sign beside the label of a form field in error: the cue that is not colour. The mark
 * is in the section's background colour: dark on the light red of dark themes, light on the dark
 * red of light ones.
 */
export const errorGlyph: Glyph = {
  box: 16,
  size: 16,
  shapes: (
    <>
      <circle cx="8" cy="8" r="7.25" fill="currentColor" />
      <path
        d="M8 4v5"
        style={{ stroke: theme.color.background }}
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <circle cx="8" cy="11.6" r="1.05" style={{ fill: theme.color.background }} />
    </>
  ),
}
