import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { Header } from '@/components/layout/Header'
import { siteThemeColors } from '@/theme/tokens'
import { chromaticModesAt } from '../../.storybook/modes'
import { header, promo, settings, theme } from '../fixtures'

const meta = {
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    header,
    promo: null,
    productName: settings.productName ?? 'Forgeline',
    loginHref: '/login',
    signupHref: '/signup',
  },
  argTypes: { header: { control: 'object' }, promo: { control: 'object' } },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

/** The site header as the home page shows it, without a promo. */
export const Default: Story = {}

/** Header data, promo and theme from the controls panel. */
export const Playground: Story = { args: { promo, theme: theme('theme-sand') } }

export const WithPromo: Story = { args: { promo } }
export const WithoutPromo: Story = { args: { promo: null } }

/** SPEC §9 site-wide defaults: the dark header. */
export const DarkTheme: Story = { args: { theme: siteThemeColors } }

/** The light header, as pages with the dataset's light theme show it. */
export const LightTheme: Story = { args: { theme: theme('theme-light') } }

export const CustomTheme: Story = { args: { theme: theme('theme-midnight') } }

/** Small screens: the burger opens the mobile menu, a dialog over the page. */
export const MobileMenuOpen: Story = {
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: chromaticModesAt('mobile') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /menu/i }))
    const menu = await screen.findByRole('navigation', { name: 'Mobile' })
    await waitFor(() => expect(menu).toBeVisible())
    await expect(screen.getByRole('button', { name: 'Close menu' })).toBeVisible()
  },
}

/** The mobile menu open from the site state, with one of its sections expanded. */
export const MobileMenuSectionOpen: Story = {
  tags: ['mobile-only'],
  args: { promo },
  parameters: {
    siteState: { isMobileMenuOpen: true },
    chromatic: { modes: chromaticModesAt('mobile') },
  },
  play: async () => {
    const menu = await screen.findByRole('navigation', { name: 'Mobile' })
    await userEvent.click(within(menu).getByText('Solutions'))
    await waitFor(() => expect(within(menu).getAllByRole('link').length).toBeGreaterThan(3))
  },
}

/** Desktop: a dropdown of the primary navigation, opened with a click. */
export const DropdownOpen: Story = {
  tags: ['desktop-only'],
  parameters: { chromatic: { modes: chromaticModesAt('desktop') } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' })
    await userEvent.click(within(nav).getByText('Solutions'))
    await waitFor(() => expect(within(nav).getAllByRole('link').length).toBeGreaterThan(3))
  },
}

/**
 * Desktop, by keyboard only: Tab to a dropdown's trigger and press Enter. The trigger keeps its
 * focus ring and says it is expanded (SPEC §4, the WAI-ARIA disclosure pattern).
 */
export const DropdownOpenByKeyboard: Story = {
  tags: ['desktop-only'],
  parameters: { chromatic: { modes: chromaticModesAt('desktop') } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' })
    const trigger = within(nav).getByRole('button', { name: 'Solutions' })
    for (let stops = 0; stops < 20 && document.activeElement !== trigger; stops++) {
      await userEvent.tab()
    }
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '')!
    await waitFor(() => expect(panel).toBeVisible())
    await expect(within(panel).getAllByRole('link').length).toBeGreaterThan(3)
  },
}

/** Desktop, by pointer: resting on a dropdown's trigger opens its panel, no click needed. */
export const DropdownOpenByHover: Story = {
  tags: ['desktop-only'],
  parameters: { chromatic: { modes: chromaticModesAt('desktop') } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' })
    const trigger = within(nav).getByRole('button', { name: 'Solutions' })
    await userEvent.hover(trigger)
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'))
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '')!
    await waitFor(() => expect(panel).toBeVisible())
    await expect(trigger).not.toHaveFocus()
  },
}

/** Desktop: the "Book a demo" navigation button opens its form in a modal. */
export const DemoModalOpen: Story = {
  tags: ['desktop-only'],
  parameters: { chromatic: { modes: chromaticModesAt('desktop') } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' })
    await userEvent.click(within(nav).getByRole('button', { name: 'Book a demo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book a demo' })
    await waitFor(() => expect(dialog).toBeVisible())
  },
}
