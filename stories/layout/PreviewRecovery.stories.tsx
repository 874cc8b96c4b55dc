import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { PreviewRecovery } from '@/components/layout/PreviewBanner/PreviewRecovery'

// What draft mode shows in place of a page that could not be rendered
// (src/app/PreviewErrorBoundary.tsx): what happened, when it tries again by itself, a button to
// try now, and the way out of the preview.
const meta = {
  component: PreviewRecovery,
  parameters: { layout: 'fullscreen', nextjs: { navigation: { pathname: '/pricing' } } },
  args: { onRetry: fn(), retryInMs: 30_000 },
} satisfies Meta<typeof PreviewRecovery>

export default meta
type Story = StoryObj<typeof meta>

/** After a failed refresh: the next try in 30 s, or now with the button. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The latest drafts could not be loaded',
    )
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('tries again by itself in 30 seconds')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again now' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    await expect(args.onRetry).toHaveBeenCalledWith({ hadFocus: true })
    await waitFor(() => expect(alert).toHaveTextContent('Trying again…'))
    // The way out of the preview stays.
    await expect(canvas.getByRole('button', { name: 'Exit preview' })).toBeVisible()
  },
}

/**
 * The delay from the controls panel; with 1 s, the retry comes by itself. (The wording of the
 * wait is checked on a fake clock in PreviewRecovery.test.tsx: on a busy machine the 1 s timer
 * can fire before a play function reads it.)
 */
export const Playground: Story = {
  args: { retryInMs: 1000 },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1), { timeout: 5000 })
    await expect(args.onRetry).toHaveBeenCalledWith({ hadFocus: false })
    await waitFor(() => expect(alert).toHaveTextContent('Trying again…'))
  },
}

/**
 * Shown again after a retry that failed, which began from "Try again now": no second alert, and
 * the focus back on the button.
 */
export const AfterAFailedRetry: Story = {
  args: { announce: false, focusRetry: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(canvas.getByText(/could not be rendered from the latest drafts/)).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Try again now' })).toHaveFocus())
  },
}
