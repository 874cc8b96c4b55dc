import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { ModuleGroup } from '@/components/blocks/ModuleGroup'
import { moduleGroups, theme, type ModuleFixture } from '../fixtures'

function groupWithBackground(background: string): ModuleFixture {
  const found = moduleGroups.find((group) => group.theme?.backgroundColor === background)
  if (!found) throw new Error(`The embedded dataset has no module group on ${background}`)
  return found
}
const dark = groupWithBackground(theme('theme-dark').backgroundColor ?? '')
const light = groupWithBackground(theme('theme-light').backgroundColor ?? '')
const sand = groupWithBackground(theme('theme-sand').backgroundColor ?? '')
const midnight = groupWithBackground(theme('theme-midnight').backgroundColor ?? '')

const meta = {
  component: ModuleGroup,
  parameters: { layout: 'fullscreen' },
  args: { value: dark },
} satisfies Meta<typeof ModuleGroup>

export default meta
type Story = StoryObj<typeof meta>

/** A page section: its theme's colours around its rich text and blocks. */
export const Default: Story = {}

/** Theme and content from the controls panel. */
export const Playground: Story = { args: { value: { ...light, theme: theme('theme-midnight') } } }

export const DarkTheme: Story = {}
export const LightTheme: Story = { args: { value: light } }
export const SandTheme: Story = { args: { value: sand } }
export const MidnightTheme: Story = { args: { value: midnight } }

/** No theme: the site-wide dark defaults. */
export const Unthemed: Story = { args: { value: { ...light, theme: null } } }
