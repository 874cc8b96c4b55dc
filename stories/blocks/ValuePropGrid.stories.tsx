import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { ValuePropGrid } from '@/components/blocks/ValuePropGrid'
import { block } from '../fixtures'

const three = block('valuePropGrid', (b) => b.columns === 3, 'three columns')
const two = block('valuePropGrid', (b) => b.columns === 2, 'two columns')
const four = block('valuePropGrid', (b) => b.columns === 4, 'four columns')

const meta = {
  component: ValuePropGrid,
  parameters: { layout: 'fullscreen' },
  args: { value: three },
} satisfies Meta<typeof ValuePropGrid>

export default meta
type Story = StoryObj<typeof meta>

/** The home page's grid: three columns on wide screens, in a light theme of its own. */
export const Default: Story = {}

/** Heading, columns, items and theme from the controls panel. */
export const Playground: Story = { args: { value: { ...four, columns: 2 } } }

export const TwoColumns: Story = { args: { value: two } }
export const ThreeColumns: Story = {}

/** The pricing page's plans: four columns in the dark theme. */
export const FourColumns: Story = { args: { value: four } }

/** No theme of its own: the items sit on the section's colours. */
export const Unthemed: Story = { args: { value: { ...three, theme: null } } }

export const WithoutHeading: Story = { args: { value: { ...three, heading: undefined } } }
