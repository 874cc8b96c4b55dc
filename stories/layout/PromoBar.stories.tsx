import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { PromoBar } from '@/components/layout/PromoBar'
import { promo } from '../fixtures'

const meta = {
  component: PromoBar,
  parameters: { layout: 'fullscreen' },
  args: { promo },
} satisfies Meta<typeof PromoBar>

export default meta
type Story = StoryObj<typeof meta>

/** The promo of the embedded dataset, switched on. */
export const Default: Story = {}

/** The promo document from the controls panel. */
export const Playground: Story = {}

export const On: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('promo-bar')).toBeVisible()
  },
}

/** enablePromo off: nothing is rendered. */
export const Off: Story = {
  args: { promo: { ...promo, enablePromo: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('promo-bar')).toBeNull()
  },
}

/** Switched on but without text: nothing is rendered either. */
export const NoText: Story = { args: { promo: { ...promo, promoText: [] } } }
