import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { PreviewBanner } from '@/components/layout/PreviewBanner'

const meta = {
  component: PreviewBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PreviewBanner>

export default meta
type Story = StoryObj<typeof meta>

/** The draft-mode overlay, fixed to the bottom right of the window. */
export const Default: Story = {
  parameters: { nextjs: { navigation: { pathname: '/pricing' } } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status')
    // Leaving draft mode comes back to the page the editor was on.
    await expect(within(banner).getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
      'href',
      '/api/draft-mode/disable?redirect=%2Fpricing',
    )
  },
}

/** The exit target from the controls panel. */
export const Playground: Story = { args: { exitHref: '/api/draft-mode/disable?redirect=%2Fabout' } }
