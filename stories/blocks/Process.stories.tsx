import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { Process, processThemeRgb } from '@/components/blocks/Process'
import { block, theme } from '../fixtures'

const process = block('process')

const meta = {
  component: Process,
  parameters: { layout: 'fullscreen' },
  args: { value: process, theme: process.theme, themeRgb: processThemeRgb(process.theme) },
} satisfies Meta<typeof Process>

export default meta
type Story = StoryObj<typeof meta>

/** The home page's three steps, each with its picture, in the block's light theme. */
export const Default: Story = {}

/** Steps, theme and accent from the controls panel. */
export const Playground: Story = { args: { themeRgb: '13, 148, 136' } }

/** In another theme (the accent tints the step numbers through themeRgb). */
export const MidnightTheme: Story = {
  args: { theme: theme('theme-midnight'), themeRgb: processThemeRgb(theme('theme-midnight')) },
}

/** No theme of its own: the section's colours and accent. */
export const Unthemed: Story = {
  args: { value: { ...process, theme: null }, theme: null, themeRgb: undefined },
}

export const TwoSteps: Story = {
  args: { value: { ...process, steps: process.steps?.slice(0, 2) ?? [] } },
}

/** Steps without pictures. */
export const WithoutImages: Story = {
  args: {
    value: { ...process, steps: (process.steps ?? []).map((step) => ({ ...step, image: null })) },
  },
}
