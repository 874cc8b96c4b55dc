import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { ImageBlock } from '@/components/blocks/ImageBlock'
import { block } from '../fixtures'

const content = block('imageBlock', (b) => b.size === 'content' && !!b.rounded, 'content, rounded')
const wide = block('imageBlock', (b) => b.size === 'wide', 'wide')
const full = block('imageBlock', (b) => b.size === 'full', 'full')
const captioned = block('imageBlock', (b) => !!b.image?.caption, 'with a caption')

const meta = {
  component: ImageBlock,
  parameters: { layout: 'fullscreen' },
  args: { value: content },
} satisfies Meta<typeof ImageBlock>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Image, size and rounding from the controls panel. */
export const Playground: Story = { args: { value: { ...wide, rounded: false } } }

/** The reading column (760 px). */
export const ContentSize: Story = {}
/** The content column (1200 px). */
export const WideSize: Story = { args: { value: wide } }
/** Edge to edge. */
export const FullSize: Story = { args: { value: full } }

export const NotRounded: Story = { args: { value: { ...content, rounded: false } } }
export const WithCaption: Story = { args: { value: captioned } }
