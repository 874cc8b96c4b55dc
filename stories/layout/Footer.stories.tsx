import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { copyrightLine, Footer } from '@/components/layout/Footer'
import { resolveFooterTheme } from '@/theme/resolvers'
import { footerNavigation, homePage, settings, theme } from '../fixtures'

const companyName = settings.companyName ?? 'Forgeline Labs, Inc.'

const meta = {
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { navigation: footerNavigation, companyName },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

/** No theme: the footer defaults (white background, black text). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo')
    await expect(footer).toHaveTextContent(copyrightLine(new Date().getFullYear(), companyName))
  },
}

/** Navigation, theme, spacing and company from the controls panel. */
export const Playground: Story = { args: { theme: theme('theme-sand'), year: 2030 } }

/** The page field renderExtraTopSpacing adds space above the footer. */
export const ExtraTopSpacing: Story = { args: { renderExtraTopSpacing: true } }

/** The home page's footer theme: the last themed module group's (SPEC §3 Theme selection). */
export const HomePageTheme: Story = { args: { theme: resolveFooterTheme(homePage) } }

export const DarkTheme: Story = { args: { theme: theme('theme-dark') } }
export const CustomTheme: Story = { args: { theme: theme('theme-midnight') } }

/** No navigation in the CMS: the copyright line and Scroll to top remain. */
export const WithoutNavigation: Story = { args: { navigation: null } }

/** A consent mode other than 'off': 'Cookie settings' reopens the consent banner. */
export const WithCookieSettings: Story = {
  args: { consentMode: 'opt-in', year: 2030 },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo')
    await expect(within(footer).getByRole('button', { name: 'Cookie settings' })).toBeVisible()
  },
}
