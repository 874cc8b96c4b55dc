import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { NavPanel } from '@/components/layout/nav'
import { panelImages } from '@/components/layout/nav/panelImages'
import { chromaticModesAt } from '../../.storybook/modes'
import { navItem } from '../fixtures'

const megaMenu = navItem('megaMenu')
const flexibleMenu = navItem('flexibleMenu')

// A desktop dropdown's panel on its own, at the width the dropdown gives it (the open dropdown in
// the header: layout/Header, Dropdown Open). Panels exist on desktop only. Their images come
// resolved, as the server hands them to the header (panelImages).
const meta = {
  component: NavPanel,
  tags: ['desktop-only'],
  parameters: { layout: 'padded', chromatic: { modes: chromaticModesAt('desktop') } },
  args: { item: megaMenu, images: panelImages(megaMenu) },
  argTypes: { item: { control: 'object' } },
} satisfies Meta<typeof NavPanel>

export default meta
type Story = StoryObj<typeof meta>

/** The mega menu: link groups, a promoted section and footer links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const group of megaMenu.linkGroups ?? []) {
      if (group.title) await expect(canvas.getByRole('list', { name: group.title })).toBeVisible()
    }
  },
}

/** Any navigation item from the controls panel. */
export const Playground: Story = { args: { item: navItem('linkList'), images: {} } }

/** A plain link list (the "Product" item). */
export const LinkListPanel: Story = { args: { item: navItem('linkList'), images: {} } }

/** The flexible menu: sidebar sections and link groups with subtitled sub-lists. */
export const FlexibleMenu: Story = {
  args: { item: flexibleMenu, images: panelImages(flexibleMenu) },
}
