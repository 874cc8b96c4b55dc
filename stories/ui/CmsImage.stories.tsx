import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { CmsImage } from '@/components/ui/CmsImage'
import { contentOfType } from '../fixtures'

const images = contentOfType('imageBlock').flatMap((block) => (block.image ? [block.image] : []))
function find(test: (image: (typeof images)[number]) => boolean, what: string) {
  const found = images.find(test)
  if (!found) throw new Error(`The embedded dataset has no image: ${what}`)
  return found
}
const withAlt = find((i) => !!i.altText, 'with alt text')
const captionOnly = find((i) => !i.altText && !!i.caption, 'with a caption and no alt text')
const jpeg = find((i) => !!i.image?.asset?._ref?.endsWith('-jpg'), 'a JPEG')

const meta = {
  component: CmsImage,
  args: { value: withAlt, priority: true },
} satisfies Meta<typeof CmsImage>

export default meta
type Story = StoryObj<typeof meta>

/** The default display width: the smaller of the original width and 800 (SPEC §9). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img')
    await expect(img).toHaveAttribute('alt', withAlt.altText)
    await expect(img).toHaveAttribute('width', '800')
    await expect(img.getAttribute('srcset')).toContain('600w')
  },
}

/** Width, sizes and loading from the controls panel. */
export const Playground: Story = { args: { width: 480, sizes: '480px', priority: false } }

export const FixedWidth: Story = { args: { width: 320 } }

/** With no alt text the caption is the alternative text (SPEC §3 Image value). */
export const CaptionAsAlt: Story = {
  args: { value: captionOnly },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('alt', captionOnly.caption)
  },
}

export const Photo: Story = { args: { value: jpeg } }

/** Lazy loading (the default below the fold), with the blurred placeholder behind it. */
export const Lazy: Story = { args: { priority: false } }

/** No asset: nothing is rendered. */
export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull()
  },
}
