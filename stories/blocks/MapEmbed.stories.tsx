import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { MapEmbed } from '@/components/blocks/MapEmbed'
import { block } from '../fixtures'
import { mapFrameStandIn } from '../fixtures/standIns'

// The contact page's map. Without a Maps key (the site's default) the block is a card and makes
// no request. With a key the real block embeds Google's frame; here `frameSrc` points that frame
// at a self-contained stand-in (stories/fixtures/standIns.ts), so no story reaches Google.
const map = block('mapEmbed')

const meta = {
  component: MapEmbed,
  // Whatever the build's environment holds: no key unless a story sets one.
  args: { value: map, apiKey: '' },
} satisfies Meta<typeof MapEmbed>

export default meta
type Story = StoryObj<typeof meta>

/** No Maps key: the address and a link to open it in Google Maps, in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Open in Google Maps (opens in a new tab)',
    })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(canvasElement.querySelector('iframe')).toBeNull()
  },
}

/** Title, place, mode, zoom, height and caption from the controls panel. */
export const Playground: Story = {
  args: { value: { ...map, caption: 'Edit the caption' } },
}

/** With a Maps key: the map's frame (a local stand-in here), lazily loaded, in a 16:9 box. */
export const WithKey: Story = {
  args: { apiKey: 'storybook-key', frameSrc: mapFrameStandIn },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe')
    await expect(frame).toHaveAttribute('title', map.title)
    await expect(frame).toHaveAttribute('loading', 'lazy')
    await expect(frame?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
  },
}

/** With a key and the editor's height (320 px) instead of the aspect ratio. */
export const WithKeyAndHeight: Story = {
  args: { apiKey: 'storybook-key', frameSrc: mapFrameStandIn, value: { ...map, height: 320 } },
}

/** A long address wraps inside the card; the link stays on its own line. */
export const LongAddress: Story = {
  args: {
    value: {
      ...map,
      query:
        'Forgeline Labs, Innovation Quarter Building C, Entrance via the Courtyard, 500 Example Street, Suite 300, Springfield Technology Park, Springfield, SP 12345-6789',
      caption: undefined,
    },
  },
}
