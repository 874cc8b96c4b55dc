// Types `props.theme` and `useTheme()` in client components as the site's theme (styled-components'
// DefaultTheme declaration merging, its ThemeProvider.d.ts): the ThemeProvider is given `theme`
// (src/theme/Providers.tsx), so `props.theme.color.text` is checked like `theme.color.text`.
import 'styled-components'
import type { ThemeValues } from './theme'

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  export interface DefaultTheme extends ThemeValues {}
}
