import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { IconFeatures } from '@/components/blocks/IconFeatures'
import { block } from '../fixtures'

const features = block('iconFeatures')

const meta = {
  component: IconFeatures,
  parameters: { layout: 'fullscreen' },
  args: { value: features },
} satisfies Meta<typeof IconFeatures>

export default meta
type Story = StoryObj<typeof meta>

/** Agent 3's features, with icons and "Learn more" links, in the block's own theme. */
export const Default: Story = {}

/** Heading, features and theme from the controls panel. */
export const Playground: Story = {
  args: { value: { ...features, features: features.features?.slice(0, 4) ?? [] } },
}

/** No theme of its own: the section's colours. */
export const Unthemed: Story = { args: { value: { ...features, theme: null } } }

/** Fewer features take fewer columns. */
export const TwoFeatures: Story = {
  args: { value: { ...features, features: features.features?.slice(0, 2) ?? [] } },
}
export const ThreeFeatures: Story = {
  args: { value: { ...features, features: features.features?.slice(0, 3) ?? [] } },
}

export const WithoutHeading: Story = { args: { value: { ...features, heading: undefined } } }
