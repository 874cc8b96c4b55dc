import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { CmsPage } from '@/components/layout/CmsPage'
import { page, pages } from '../fixtures'

const slugs = Object.keys(pages)

const meta = {
  component: CmsPage,
  parameters: { layout: 'fullscreen' },
  args: { page: page('home'), draftMode: false },
  argTypes: { page: { control: 'select', options: slugs, mapping: pages } },
} satisfies Meta<typeof CmsPage>

export default meta
type Story = StoryObj<typeof meta>

/** The home page, whole, from the embedded dataset. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(1)
  },
}

/** Any page of the dataset, in or out of draft mode. */
export const Playground: Story = { args: { page: page('pricing'), draftMode: true } }

export const Agent3: Story = { args: { page: page('agent3') } }

/** A page with a light header theme and three sections. */
export const Product: Story = { args: { page: page('product') } }

/** Draft mode: the preview overlay shows. */
export const DraftMode: Story = {
  args: { draftMode: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('preview-overlay')).toBeVisible()
  },
}
