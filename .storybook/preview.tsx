// Every story renders inside the providers the site uses (src/theme/Providers.tsx without its
// SSR-only style registry): the ThemeProvider with the theme contract (client components read it
// as props.theme), the contract's CSS variables, the global styles and the site state. The
// toolbar theme is the theme of the section a component sits in: it is written as the contract's
// variables on :root (so portals such as the modal's backdrop get it too) and on a ThemeScope
// around the story, as a module group does on the site.
import type { Decorator, Preview } from '@storybook/nextjs-vite'
import { configure } from 'storybook/test'
import { inter, mono } from '../src/app/fonts'
import { ThemeScope } from '../src/components/ui/ThemeScope'
import { GlobalStyles } from '../src/theme/GlobalStyles'
import { SiteStateProvider, type SiteState } from '../src/theme/SiteStateProvider'
import { SiteThemeProvider } from '../src/theme/SiteThemeProvider'
import { literalTheme, theme } from '../src/theme/theme'
import { viewports } from '../e2e/support/browser'
import { chromaticModes } from './modes'
import { DEFAULT_STORY_THEME, isStoryThemeName, storyThemes } from './themes'

// The site sets the font variables on <html> (src/app/layout.tsx); so does Storybook, so that
// portals and the body get the same fonts as the stories.
document.documentElement.classList.add(inter.variable, mono.variable)
document.documentElement.lang = 'en'

// A play function's findBy* and waitFor await a condition; Testing Library gives up after 1 s,
// which a story test running beside other jobs overran (ConsentBanner's region after a click).
// The story test itself waits up to its own timeout for the story to finish.
configure({ asyncUtilTimeout: 10_000 })

const withSiteProviders: Decorator = (Story, context) => {
  const name = isStoryThemeName(context.globals.theme) ? context.globals.theme : DEFAULT_STORY_THEME
  const colors = storyThemes[name].colors
  const literal = {
    ...literalTheme,
    color: {
      accent: colors.colorAccent,
      accentBackground: colors.accentBackgroundColor,
      background: colors.backgroundColor,
      text: colors.textColor,
      foregroundSecondary: colors.foregroundSecondaryColor,
    },
  }
  // A story may start from another site state (e.g. the mobile menu open): parameters.siteState.
  const siteState = context.parameters.siteState as Partial<SiteState> | undefined
  return (
    <SiteThemeProvider>
      <theme.GlobalStyle theme={literal} />
      <GlobalStyles />
      <SiteStateProvider initial={siteState}>
        <ThemeScope theme={colors} data-story-theme={name}>
          <Story />
        </ThemeScope>
      </SiteStateProvider>
    </SiteThemeProvider>
  )
}

const preview: Preview = {
  decorators: [withSiteProviders],
  globalTypes: {
    theme: {
      description: 'Theme of the section the component sits in',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.entries(storyThemes).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: DEFAULT_STORY_THEME },
  parameters: {
    layout: 'padded',
    // The components use next/link (and the page shell next/dynamic) from the App Router.
    nextjs: { appDirectory: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: {
          name: `Mobile ${viewports.mobile.width}`,
          styles: { width: `${viewports.mobile.width}px`, height: `${viewports.mobile.height}px` },
          type: 'mobile',
        },
        desktop: {
          name: `Desktop ${viewports.desktop.width}`,
          styles: {
            width: `${viewports.desktop.width}px`,
            height: `${viewports.desktop.height}px`,
          },
          type: 'desktop',
        },
      },
    },
    // Chromatic (npm run chromatic): animations are paused at their end, and each story is
    // snapshotted in the same theme and viewport matrix as the local story checks.
    chromatic: { pauseAnimationAtEnd: true, modes: chromaticModes },
  },
}

export default preview
