import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { Spacer } from '@/components/blocks/Spacer'
import { theme } from '@/theme/theme'
import { block } from '../fixtures'

const spacer = block('spacer')

const meta = {
  component: Spacer,
  args: { value: spacer },
  // A spacer is empty space: the stories show it between two paragraphs, its area tinted.
  render: (args) => (
    <div>
      <p>Text above the spacer.</p>
      <div style={{ background: theme.color.accentBackground }}>
        <Spacer {...args} />
      </div>
      <p>Text below the spacer.</p>
    </div>
  ),
} satisfies Meta<typeof Spacer>

export default meta
type Story = StoryObj<typeof meta>

/** Its mobile height below the tablet breakpoint, its desktop height above. */
export const Default: Story = {}

/** Both heights from the controls panel. */
export const Playground: Story = {
  args: { value: { ...spacer, mobileSpacer: 12, desktopSpacer: 200 } },
}

/** Heights are clamped to 0–400 px. */
export const Clamped: Story = {
  args: { value: { ...spacer, mobileSpacer: -20, desktopSpacer: 900 } },
}

export const Zero: Story = { args: { value: { ...spacer, mobileSpacer: 0, desktopSpacer: 0 } } }
