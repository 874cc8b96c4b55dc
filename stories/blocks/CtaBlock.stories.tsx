import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { CtaBlock } from '@/components/blocks/CtaBlock'
import { block } from '../fixtures'

const dark = block('ctaBlock', (b) => b.theme?.backgroundColor === '#0b1419', 'dark theme')
const light = block('ctaBlock', (b) => b.theme?.backgroundColor === '#ffffff', 'light theme')
const midnight = block('ctaBlock', (b) => b.theme?.backgroundColor === '#0d1b2a', 'midnight')

const meta = {
  component: CtaBlock,
  args: { value: dark },
} satisfies Meta<typeof CtaBlock>

export default meta
type Story = StoryObj<typeof meta>

/** The home page's first call to action. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link')
    await expect(links.length).toBe(dark.buttons?.length)
  },
}

/** Heading, body, buttons and theme from the controls panel. */
export const Playground: Story = { args: { value: { ...light, heading: 'Edit me' } } }

export const DarkTheme: Story = {}
export const LightTheme: Story = { args: { value: light } }
export const MidnightTheme: Story = { args: { value: midnight } }

/** No theme of its own: a card in the colours of the section around it. */
export const Unthemed: Story = { args: { value: { ...dark, theme: null } } }

export const WithoutBody: Story = { args: { value: { ...dark, body: undefined } } }
export const OneButton: Story = {
  args: { value: { ...dark, buttons: dark.buttons?.slice(0, 1) ?? [] } },
}
export const WithoutButtons: Story = { args: { value: { ...dark, buttons: [] } } }
