import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { LinkList } from '@/components/layout/LinkList'
import { footerNavigation } from '../fixtures'

const [product, company = product] = [footerNavigation[0]!, footerNavigation[3]]

const meta = {
  component: LinkList,
  parameters: { layout: 'padded' },
  args: { links: product.links, title: product.title, titleAs: 'h2' },
  argTypes: { links: { control: 'object' }, titleAs: { control: 'text' } },
} satisfies Meta<typeof LinkList>

export default meta
type Story = StoryObj<typeof meta>

/** A footer column's links under their title, which names the list (the styles are the caller's). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: product.title ?? '' })
    await expect(within(list).getAllByRole('link')).toHaveLength(product.links?.length ?? 0)
  },
}

/** Links, title and title element from the controls panel. */
export const Playground: Story = {
  args: { links: company?.links, title: company?.title, titleAs: 'p' },
}

/** No title: an unnamed list (a dropdown panel's plain link list). */
export const Untitled: Story = {
  args: { title: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).not.toHaveAttribute('aria-labelledby')
  },
}
