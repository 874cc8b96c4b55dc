import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Marquee } from '@/components/blocks/Marquee'
import { block } from '../fixtures'

const marquee = block('marquee')

const meta = {
  component: Marquee,
  parameters: { layout: 'fullscreen' },
  args: { value: marquee },
  argTypes: {},
} satisfies Meta<typeof Marquee>

export default meta
type Story = StoryObj<typeof meta>

/** The customer logos of the home page, scrolling slowly (paused at its start in snapshots). */
export const Default: Story = {}

/** Label, speed and items from the controls panel. */
export const Playground: Story = { args: { value: { ...marquee, speed: 'fast' } } }

export const Slow: Story = { args: { value: { ...marquee, speed: 'slow' } } }
export const Normal: Story = { args: { value: { ...marquee, speed: 'normal' } } }
export const Fast: Story = { args: { value: { ...marquee, speed: 'fast' } } }

/** Without a label the strip is named 'Scrolling list' for screen readers. */
export const WithoutLabel: Story = { args: { value: { ...marquee, label: undefined } } }

/** Text-only items (no logos). */
export const TextOnly: Story = {
  args: {
    value: { ...marquee, items: (marquee.items ?? []).map((item) => ({ ...item, logo: null })) },
  },
}

/** Keyboard users can stop the movement: the strip takes focus. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('region')).toHaveFocus()
  },
}

/** Stopped with its Pause control (WCAG 2.2.2): the control now offers Play. */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /^Pause / }))
    await expect(canvas.getByRole('button', { name: /^Play / })).toHaveFocus()
  },
}
