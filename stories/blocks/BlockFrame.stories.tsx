import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { BlockFrame, BlockHeading, ItemBody, ItemTitle } from '@/components/blocks/BlockFrame'
import { theme } from '../fixtures'

const meta = {
  component: BlockFrame,
  args: {
    surface: 'plain',
    children: (
      <>
        <BlockHeading>A block in its frame</BlockHeading>
        <ItemTitle>Spacing in the rich-text flow</ItemTitle>
        <ItemBody>
          Every embedded block sits in this frame. With a theme of its own it becomes a panel in
          that theme; without one it follows its section.
        </ItemBody>
      </>
    ),
  },
  argTypes: {
    surface: { control: 'inline-radio', options: ['plain', 'card'] },
    children: { control: false },
  },
} satisfies Meta<typeof BlockFrame>

export default meta
type Story = StoryObj<typeof meta>

/** No theme, no surface: the block follows its section. */
export const Default: Story = {}

/** Surface and theme from the controls panel. */
export const Playground: Story = { args: { surface: 'card', blockTheme: theme('theme-sand') } }

export const Plain: Story = {}

/** An unthemed block drawn as a rounded card on the accent background. */
export const Card: Story = { args: { surface: 'card' } }

/** A block with a theme of its own: a panel in that theme, whatever the section. */
export const Themed: Story = { args: { blockTheme: theme('theme-midnight') } }

/** A theme reference that resolved to nothing: treated as no theme. */
export const EmptyTheme: Story = { args: { blockTheme: {} } }
