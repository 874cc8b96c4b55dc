import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { ResponsiveGrid } from '@/components/ui/ResponsiveGrid'
import { theme } from '@/theme/theme'

const items = ['Plan', 'Build', 'Test', 'Review', 'Deploy', 'Observe']

const meta = {
  component: ResponsiveGrid,
  parameters: { layout: 'padded' },
  args: { columns: 3, gap: 'compact' },
  argTypes: {
    columns: { control: 'inline-radio', options: [1, 2, 3, 4] },
    gap: { control: 'inline-radio', options: ['compact', 'roomy'] },
  },
  render: (args) => (
    <ResponsiveGrid {...args}>
      {items.map((item) => (
        <li
          key={item}
          style={{
            padding: theme.space.s4,
            border: `1px solid color-mix(in srgb, ${theme.color.text} 35%, transparent)`,
            borderRadius: theme.radius.medium,
            background: theme.color.accentBackground,
            color: theme.color.text,
          }}
        >
          {item}
        </li>
      ))}
    </ResponsiveGrid>
  ),
} satisfies Meta<typeof ResponsiveGrid>

export default meta
type Story = StoryObj<typeof meta>

/** Three columns from laptops up, two on tablets, one on phones; the compact gap of cards. */
export const Default: Story = {}

/** Columns and gap from the controls panel. */
export const Playground: Story = { args: { columns: 4, gap: 'roomy' } }

/** The roomy gap of items without a surface of their own (IconFeatures). */
export const Roomy: Story = { args: { gap: 'roomy' } }
