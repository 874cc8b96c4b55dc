import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { MobileMenu } from '@/components/layout/MobileMenu'
import { chromaticModesAt } from '../../.storybook/modes'
import { header, settings, theme } from '../fixtures'

// The sheet the header's burger opens (layout/Header shows it from the burger). Here it starts
// open from the site state; it exists on small screens only.
const meta = {
  component: MobileMenu,
  tags: ['mobile-only'],
  parameters: {
    layout: 'fullscreen',
    siteState: { isMobileMenuOpen: true },
    chromatic: { modes: chromaticModesAt('mobile') },
  },
  args: {
    header,
    productName: settings.productName ?? 'Forgeline',
    loginHref: '/login',
    signupHref: '/signup',
    returnFocusTo: { current: null },
  },
  argTypes: { header: { control: 'object' }, returnFocusTo: { control: false } },
} satisfies Meta<typeof MobileMenu>

export default meta
type Story = StoryObj<typeof meta>

/** The open menu: a row per navigation item, the calls to action at the bottom. */
export const Default: Story = {
  play: async () => {
    const menu = await screen.findByRole('navigation', { name: 'Mobile' })
    await waitFor(() => expect(menu).toBeVisible())
    await expect(screen.getByRole('button', { name: 'Book a demo' })).toBeVisible()
  },
}

/** Header data, theme and links from the controls panel; a section opened. */
export const Playground: Story = {
  args: { theme: theme('theme-sand') },
  play: async () => {
    const menu = await screen.findByRole('navigation', { name: 'Mobile' })
    await userEvent.click(within(menu).getByText('Resources'))
    await waitFor(() => expect(within(menu).getAllByRole('link').length).toBeGreaterThan(3))
  },
}
