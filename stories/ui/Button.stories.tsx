import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/Button'

const VARIANTS: ButtonVariant[] = [
  'primary',
  'secondary',
  'tertiary',
  'tertiary-2',
  'clean',
  'custom',
]
const SIZES: ButtonSize[] = ['small', 'large', 'extra-large']

const meta = {
  component: Button,
  args: { children: 'Start building', variant: 'primary', size: 'large', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: VARIANTS },
    size: { control: 'inline-radio', options: SIZES },
    backgroundColor: { control: 'color', if: { arg: 'variant', eq: 'custom' } },
    textColor: { control: 'color', if: { arg: 'variant', eq: 'custom' } },
    hoverColor: { control: 'color', if: { arg: 'variant', eq: 'custom' } },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start building' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

/** Every prop from the controls panel. */
export const Playground: Story = {
  args: {
    variant: 'custom',
    backgroundColor: '#1b2333',
    textColor: '#ffffff',
    hoverColor: '#0b1419',
  },
}

export const Primary: Story = { args: { variant: 'primary' } }
export const Secondary: Story = { args: { variant: 'secondary' } }
export const Tertiary: Story = { args: { variant: 'tertiary' } }
export const Tertiary2: Story = { args: { variant: 'tertiary-2' } }
export const Clean: Story = { args: { variant: 'clean' } }
export const Custom: Story = {
  args: { variant: 'custom', backgroundColor: '#1b2333', textColor: '#ffffff' },
}

export const Small: Story = { args: { size: 'small' } }
export const Large: Story = { args: { size: 'large' } }
export const ExtraLarge: Story = { args: { size: 'extra-large' } }

export const Disabled: Story = { args: { disabled: true } }

/** With an href the button is a link: internal paths through next/link. */
export const InternalLink: Story = {
  args: { href: '/pricing', children: 'See pricing' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See pricing' })
    await expect(link).toHaveAttribute('href', '/pricing')
  },
}

export const ExternalLink: Story = {
  args: { href: 'https://docs.forgeline.example', children: 'Read the docs' },
}

/** Every variant at every size, side by side. */
export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {VARIANTS.map((variant) => (
        <div
          key={variant}
          style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}
        >
          {SIZES.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
}
