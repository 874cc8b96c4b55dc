import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { CmsLink } from '@/components/ui/CmsLink'
import { navLink as find } from '../fixtures'

const internal = find((l) => l.linkType === 'internal', 'internal')
const internalNext = find((l) => l.linkType === 'internal-next', 'internal-next')
const external = find((l) => l.linkType === 'external' && l.openInNewTab == null, 'external')
const externalSameTab = find(
  (l) => l.linkType === 'external' && l.openInNewTab === false,
  'same tab',
)

const meta = {
  component: CmsLink,
  args: { value: internal, children: internal.text },
} satisfies Meta<typeof CmsLink>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: internal.text ?? '' })
    await expect(link).toHaveAttribute('href', `/${internal.internalLink}`)
    await expect(link).not.toHaveAttribute('target')
  },
}

/** Edit the CMS value in the controls panel. */
export const Playground: Story = {
  args: {
    value: { linkType: 'external', link: 'https://forgeline.example', openInNewTab: true },
    children: 'Forgeline',
  },
}

export const Internal: Story = {}
export const InternalNext: Story = { args: { value: internalNext, children: internalNext.text } }

/** External links open in a new tab by default and say so to screen-reader users. */
export const External: Story = {
  args: { value: external, children: external.text },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /opens in a new tab/ })
    await expect(link).toHaveAttribute('target', '_blank')
  },
}

/** An explicit openInNewTab: false keeps an external link in the same tab. */
export const ExternalSameTab: Story = {
  args: { value: externalSameTab, children: externalSameTab.text },
}

/** An internal link the editor asked to open in a new tab. */
export const InternalNewTab: Story = {
  args: { value: { ...internal, openInNewTab: true }, children: internal.text },
}

/** Issue 9: an address with a scheme the site does not allow renders as plain text, never a link. */
export const UnsafeScheme: Story = {
  args: {
    value: { linkType: 'external', link: 'javascript:alert(document.cookie)' },
    children: 'Claim your prize',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Claim your prize')).toBeInTheDocument()
    await expect(canvas.queryByRole('link')).toBeNull()
    await expect(canvasElement.querySelector('[href]')).toBeNull()
  },
}
