import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { TagList } from '@/components/blocks/TagList'
import { block } from '../fixtures'

const mixed = block(
  'tagList',
  (b) => !!b.tags?.some((t) => t.link) && !!b.tags?.some((t) => !t.link),
  'linked and plain tags',
)

const meta = {
  component: TagList,
  args: { value: mixed },
} satisfies Meta<typeof TagList>

export default meta
type Story = StoryObj<typeof meta>

/** Tags as the dataset has them: some link somewhere, others are plain labels. */
export const Default: Story = {}

/** Heading and tags from the controls panel. */
export const Playground: Story = { args: { value: { ...mixed, heading: 'Edit the heading' } } }

/** Every tag links somewhere. */
export const Linked: Story = {
  args: { value: { ...mixed, tags: (mixed.tags ?? []).filter((tag) => tag.link) } },
}

/** Plain labels, no links. */
export const Plain: Story = {
  args: { value: { ...mixed, tags: (mixed.tags ?? []).filter((tag) => !tag.link) } },
}

export const WithoutHeading: Story = { args: { value: { ...mixed, heading: undefined } } }
