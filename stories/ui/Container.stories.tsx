import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { Container } from '@/components/ui/Container'
import { theme } from '@/theme/theme'

const meta = {
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { $width: 'content' },
  argTypes: { $width: { control: 'inline-radio', options: ['content', 'reading'] } },
  render: (args) => (
    <Container {...args}>
      <p style={{ padding: 16, background: theme.color.accentBackground }}>
        Content lines up on the centred column: at most 1200 px wide (760 px for reading), with the
        page gutter on both sides.
      </p>
    </Container>
  ),
} satisfies Meta<typeof Container>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** The width from the controls panel. */
export const Playground: Story = { args: { $width: 'reading' } }

export const ContentWidth: Story = { args: { $width: 'content' } }
export const ReadingWidth: Story = { args: { $width: 'reading' } }
