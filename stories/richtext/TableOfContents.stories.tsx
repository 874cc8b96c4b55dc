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
    await expect(within(nav).getAllByRole('link')).toHaveLength(headings.length)
  },
}

/** Title and headings from the controls panel. */
export const Playground: Story = {
  args: { title: 'In this guide', headings: headings.slice(0, 3) },
}

/** No title in the CMS: 'On this page'. */
export const DefaultTitle: Story = {
  args: { title: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'On this page' }),
    ).toBeVisible()
  },
}

/** No headings: nothing is rendered. */
export const Empty: Story = { args: { headings: [] } }
