// Every interface icon by name, for the pages that show the whole set (Storybook's Design
// system / Icons and UI / SvgIcon, where a control picks one by name). App code imports the
// glyph it draws from './glyphs'.
import * as glyphs from './glyphs'

const suffix = 'Glyph'

/** The icons by their name (`close` for `closeGlyph`), in alphabetical order. */
export const iconSet = Object.fromEntries(
  Object.entries(glyphs).map(([exportName, glyph]) => [exportName.slice(0, -suffix.length), glyph]),
) as Record<string, glyphs.Glyph>

export const svgIconNames = Object.keys(iconSet)
