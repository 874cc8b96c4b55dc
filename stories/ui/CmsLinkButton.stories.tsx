import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { CmsLinkButton } from '@/components/ui/CmsLinkButton'
import { linkButton } from '../fixtures'

const primary = linkButton((b) => b.style === 'primary' && !b.theme, 'primary, unthemed')
const secondary = linkButton((b) => b.style === 'secondary' && !b.theme, 'secondary, unthemed')
const secondaryFocus = linkButton(
  (b) => b.style === 'secondary-focus' && b.openInNewTab !== true,
  'secondary-focus',
)
const themed = linkButton((b) => !!b.theme?.backgroundColor, 'with a theme')
const newTab = linkButton((b) => b.openInNewTab === true, 'opens in a new tab')

const meta = {
  component: CmsLinkButton,
  args: { value: primary, size: 'large' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'large', 'extra-large'] } },
} satisfies Meta<typeof CmsLinkButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** The CMS value and size from the controls panel. */
export const Playground: Story = {
  args: { value: { ...secondaryFocus, label: 'Edit my label' }, size: 'extra-large' },
}

export const Primary: Story = { args: { value: primary } }
export const Secondary: Story = { args: { value: secondary } }
export const SecondaryFocus: Story = { args: { value: secondaryFocus } }

/** A button with a theme of its own renders its colours whatever section it sits in. */
export const WithTheme: Story = { args: { value: themed } }

/** An external target that opens in a new tab says so to screen-reader users. */
export const OpensInNewTab: Story = {
  args: { value: newTab },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /opens in a new tab/ })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const Small: Story = { args: { size: 'small' } }
export const ExtraLarge: Story = { args: { size: 'extra-large' } }
