import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { BlockRenderer } from '@/components/blocks/BlockRenderer'
import { page } from '../fixtures'

const modules = page('pricing').modules ?? []
const withUnknown = [{ _key: 'unknown-1', _type: 'comparisonTable' }, ...modules]

const meta = {
  component: BlockRenderer,
  parameters: { layout: 'fullscreen' },
  args: { modules, draftMode: false },
} satisfies Meta<typeof BlockRenderer>

export default meta
type Story = StoryObj<typeof meta>

/** The pricing page's modules, each through the one `_type` map. */
export const Default: Story = {}

/** Modules and draft mode from the controls panel. */
export const Playground: Story = { args: { modules: withUnknown, draftMode: true } }

/** A module type the site does not know renders nothing on the published site… */
export const UnknownTypePublished: Story = {
  args: { modules: withUnknown },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('note')).toBeNull()
  },
}

/** …and a visible placeholder in draft mode, so editors notice it. */
export const UnknownTypeInDraftMode: Story = {
  args: { modules: withUnknown, draftMode: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('comparisonTable')
  },
}

/** No modules: nothing is rendered. */
export const Empty: Story = { args: { modules: [] } }
