import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { ModuleGroup } from '@/components/blocks/ModuleGroup'
import { PageShell } from '@/components/layout/PageShell'
import { homePage, page, type PageFixture } from '../fixtures'

/** A page's first section, as the shell's body. */
function firstSection(data: PageFixture) {
  const first = data.modules?.[0]
  return first ? <ModuleGroup value={first} /> : null
}

const meta = {
  component: PageShell,
  parameters: { layout: 'fullscreen' },
  args: {
    draftMode: false,
    headerTheme: homePage.headerTheme,
    renderExtraTopSpacing: homePage.renderExtraTopSpacing,
    initial: { data: homePage },
    children: firstSection(homePage),
  },
  argTypes: { initial: { control: 'object' }, children: { control: false } },
} satisfies Meta<typeof PageShell>

export default meta
type Story = StoryObj<typeof meta>

/** The home page's chrome around its first section. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('banner')).toBeVisible()
    await expect(canvas.getByRole('main')).toBeVisible()
    await expect(canvas.getByRole('contentinfo')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main',
    )
  },
}

/** Draft mode, header theme and spacing from the controls panel. */
export const Playground: Story = { args: { draftMode: true, renderExtraTopSpacing: true } }

/** Draft mode: the preview overlay is loaded and shown. */
export const DraftMode: Story = {
  args: { draftMode: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('preview-overlay')).toBeVisible()
  },
}

/** A page with a light header theme of its own. */
export const LightHeader: Story = {
  args: {
    headerTheme: page('product').headerTheme,
    initial: { data: page('product') },
    children: firstSection(page('product')),
  },
}

/** Without header data (a page with hideHeader) the main area is not pulled up. */
export const WithoutHeader: Story = {
  args: { initial: { data: { ...homePage, header: null } } },
}

/** The page field renderExtraTopSpacing: extra space above the footer. */
export const ExtraTopSpacing: Story = { args: { renderExtraTopSpacing: true } }
