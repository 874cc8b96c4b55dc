import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { VideoFigure } from '@/components/blocks/VideoFigure'
import { block } from '../fixtures'
import { playerFrameStandIn } from '../fixtures/standIns'

// The dataset's video files live on the (fictional) video CDN, so the stories never start
// playback: the player shows its poster (preload none). An autoplaying video would fetch it.
const video = block('videoFigure')

/** The native player, once it has joined the figure (it comes with React: FileVideo, issue 37). */
const player = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const element = canvasElement.querySelector('video')
    if (!element) throw new Error('no player yet')
    return element
  })

// A YouTube address behind the play facade (NEXT_PUBLIC_VIDEO_EMBEDS=on, set here through the
// `videoEmbeds` prop). `playerSrc` points the player's frame at a self-contained stand-in
// (stories/fixtures/standIns.ts): pressing play in a story requests nothing from the platform.
const platformArgs = {
  value: { ...video, videoUrl: 'https://www.youtube.com/watch?v=Fl1neAgent3' },
  videoEmbeds: true,
  playerSrc: playerFrameStandIn,
}

const meta = {
  component: VideoFigure,
  args: { value: video },
} satisfies Meta<typeof VideoFigure>

export default meta
type Story = StoryObj<typeof meta>

/** A video file in the native player, its poster until it plays, and its caption. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const element = await player(canvasElement)
    await expect(element).toHaveAttribute('aria-label', video.title)
    await expect(element).toHaveAttribute('preload', 'none')
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
    const track = (await player(canvasElement)).querySelector('track[kind="captions"]')
    await expect(track).toHaveAttribute('srclang', 'en')
    await userEvent.click(within(canvasElement).getByText(/^Transcript/, { selector: 'summary' }))
    await expect(canvasElement.querySelector('details')).toHaveAttribute('open')
  },
}

/** A YouTube address with embeds on, before play: the poster and a play button, nothing else. */
export const PlatformFacade: Story = {
  args: platformArgs,
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', {
      name: `Play video: ${video.title}`,
    })
    await expect(button).toBeVisible()
    await expect(canvasElement.querySelector('iframe')).toBeNull()
  },
}

/** After pressing play: the player's frame (a local stand-in here) in the poster's place, focused. */
export const PlatformPlaying: Story = {
  args: platformArgs,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Play video/ }))
    const frame = canvasElement.querySelector('iframe')
    await expect(frame).toHaveAttribute('title', video.title)
    await expect(frame).toHaveFocus()
  },
}
