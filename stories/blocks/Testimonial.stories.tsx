import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { Testimonial } from '@/components/blocks/Testimonial'
import { block } from '../fixtures'

const sand = block('testimonial', (b) => b.theme?.backgroundColor === '#f7f2ea', 'sand theme')
const dark = block('testimonial', (b) => b.theme?.backgroundColor === '#0b1419', 'dark theme')
const midnight = block('testimonial', (b) => b.theme?.backgroundColor === '#0d1b2a', 'midnight')

const meta = {
  component: Testimonial,
  args: { value: sand },
} satisfies Meta<typeof Testimonial>

export default meta
type Story = StoryObj<typeof meta>

/** The home page's customer quote (photo, name, role, company) in its sand theme. */
export const Default: Story = {}

/** Quote, author and theme from the controls panel. */
export const Playground: Story = { args: { value: { ...dark, quote: 'Edit the quote.' } } }

export const DarkTheme: Story = { args: { value: dark } }
export const MidnightTheme: Story = { args: { value: midnight } }

/** No theme of its own: a card in the section's colours. */
export const Unthemed: Story = { args: { value: { ...sand, theme: null } } }

export const WithoutAvatar: Story = { args: { value: { ...sand, avatar: null } } }

/** Only a name: no role or company. */
export const NameOnly: Story = {
  args: { value: { ...sand, authorRole: undefined, company: undefined } },
}

/** No quote: nothing is rendered. */
export const WithoutQuote: Story = { args: { value: { ...sand, quote: '' } } }
