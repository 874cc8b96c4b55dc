import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, spyOn, waitFor } from 'storybook/test'
import { BuildVersion } from '@/components/layout/BuildVersion'

// BuildVersion renders nothing: it writes the build version to the browser console (SPEC §2).
// Its stories show an empty canvas and check the console message.
const meta = {
  component: BuildVersion,
  args: { version: '0.1.0+2025-01-01' },
  beforeEach: () => {
    const spy = spyOn(console, 'info').mockImplementation(() => {})
    return () => spy.mockRestore()
  },
} satisfies Meta<typeof BuildVersion>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args }) => {
    // The message is written from an effect, which React runs after the story has painted.
    await waitFor(() => expect(console.info).toHaveBeenCalledWith(`Build version: ${args.version}`))
  },
}

/** The version string from the controls panel. */
export const Playground: Story = { args: { version: 'dev' } }
