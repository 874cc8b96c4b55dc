import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'
import { VideoFigure } from '@/components/blocks/VideoFigure'
import { block } from '../fixtures'

// The dataset's video files live on the (fictional) video CDN, so the stories never start
// playback: the player shows its poster (preload none). An autoplaying video would fetch it.
const video = block('videoFigure')

const meta = {
  component: VideoFigure,
  args: { value: video },
} satisfies Meta<typeof VideoFigure>

export default meta
type Story = StoryObj<typeof meta>

/** A video file in the native player, its poster until it plays, and its caption. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const player = canvasElement.querySelector('video')
    await expect(player).toHaveAttribute('aria-label', video.title)
    await expect(player).toHaveAttribute('preload', 'none')
  },
}

/** Title, address, poster and caption from the controls panel. */
export const Playground: Story = { args: { value: { ...video, caption: undefined } } }

/** A video platform's page (not a file): the poster links to it, in a new tab. */
export const WatchElsewhere: Story = {
  args: { value: { ...video, videoUrl: 'https://watch.forgeline.example/agent-demo' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Watch video/ })
    await expect(link).toHaveAttribute('target', '_blank')
  },
}

/** No video address: the poster alone. */
export const PosterOnly: Story = { args: { value: { ...video, videoUrl: '' } } }

export const WithoutCaption: Story = { args: { value: { ...video, caption: undefined } } }

/** Captions in the player and the transcript opened under it (WCAG 1.2.2, 1.2.5). */
export const TranscriptOpen: Story = {
  play: async ({ canvasElement }) => {
    const track = canvasElement.querySelector('video track[kind="captions"]')
    await expect(track).toHaveAttribute('srclang', 'en')
    await userEvent.click(within(canvasElement).getByText(/^Transcript/, { selector: 'summary' }))
    await expect(canvasElement.querySelector('details')).toHaveAttribute('open')
  },
}
