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
    // Leaving draft mode is a POST (issue 33) that comes back to the page the editor was on.
    const exit = within(banner).getByRole('button', { name: 'Exit preview' })
    await expect(exit).toHaveAttribute('type', 'submit')
    await expect(exit.closest('form')).toHaveAttribute('method', 'post')
    await expect(exit.closest('form')).toHaveAttribute(
      'action',
      '/api/draft-mode/disable?redirect=%2Fpricing',
    )
  },
}

/** The exit target from the controls panel. */
export const Playground: Story = {
  args: { exitAction: '/api/draft-mode/disable?redirect=%2Fabout' },
}
