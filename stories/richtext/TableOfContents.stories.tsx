import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { tocHeadings } from '@/lib/toc'
import { TableOfContents } from '@/components/richtext/TableOfContents'
import { firstOfType, page } from '../fixtures'

const headings = tocHeadings(page('blog/shipping-with-agents').modules?.[0]?.content ?? [])
const tocBlock = firstOfType('tableOfContents')

const meta = {
  component: TableOfContents,
  args: { title: tocBlock.title, headings },
} satisfies Meta<typeof TableOfContents>

export default meta
type Story = StoryObj<typeof meta>

/** The article's h1 and h2 headings, as its tableOfContents block lists them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation')
    // Each entry's link is its own chunk (issue 10): it may arrive a moment after the list.
    await expect(await within(nav).findAllByRole('link')).toHaveLength(headings.length)
  },
}

/** Title and headings from the controls panel. */
export const Playground: Story = {
  args: { title: 'In this guide', headings: headings.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('link')).toHaveLength(3)
  },
}

/** No title in the CMS: 'On this page'. */
export const DefaultTitle: Story = {
  args: { title: null },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'On this page' })
    await expect(nav).toBeVisible()
    await expect(await within(nav).findAllByRole('link')).toHaveLength(headings.length)
  },
}

/** No headings: nothing is rendered. */
export const Empty: Story = { args: { headings: [] } }
