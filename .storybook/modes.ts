// The theme × viewport matrix every story is checked in, shared by the local story checks
// (e2e/stories/) and Chromatic's modes: every story in the default theme at both viewports, and
// in the other themes at the desktop viewport (their mobile layout is the same code path, and
// this keeps the suite within minutes on two cores).
import { checkedStoryThemes, DEFAULT_STORY_THEME, type StoryThemeName } from './themes'

export type StoryViewport = 'mobile' | 'desktop'

export interface StoryMode {
  theme: StoryThemeName
  viewport: StoryViewport
}

export const storyModes: StoryMode[] = checkedStoryThemes.flatMap((theme): StoryMode[] =>
  theme === DEFAULT_STORY_THEME
    ? [
        { theme, viewport: 'mobile' },
        { theme, viewport: 'desktop' },
      ]
    : [{ theme, viewport: 'desktop' }],
)

/** Chromatic modes: the same matrix, named "<theme> <viewport>". */
export const chromaticModes = Object.fromEntries(
  storyModes.map(({ theme, viewport }) => [`${theme} ${viewport}`, { theme, viewport }]),
)

/**
 * Chromatic modes of a story that exists at one viewport only (tagged 'mobile-only' or
 * 'desktop-only', which the local checks read from the index): every checked theme at that size.
 * Set it as the story's `parameters.chromatic.modes`, next to the tag.
 */
export function chromaticModesAt(viewport: StoryViewport) {
  return Object.fromEntries(
    checkedStoryThemes.map((theme) => [`${theme} ${viewport}`, { theme, viewport }]),
  )
}
