import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { VisuallyHidden } from '@/components/ui/VisuallyHidden'

const meta = {
  component: VisuallyHidden,
  args: { children: 'Close menu' },
  render: (args) => (
    <button type="button" style={{ width: 44, height: 44 }}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
      </svg>
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>

export default meta
type Story = StoryObj<typeof meta>

/** An icon-only button named by visually hidden text: invisible, yet its accessible name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close menu' })).toBeVisible()
  },
}

/** The hidden text from the controls panel. */
export const Playground: Story = { args: { children: 'Open the navigation menu' } }
