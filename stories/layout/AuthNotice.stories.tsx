import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { AuthNotice } from '@/components/layout/AuthNotice'
import { homePage } from '../fixtures'

/** The site chrome of the notice pages: the home page's, without its modules (getSiteChrome). */
const chrome = { ...homePage, modules: [], headerTheme: null, theme: null }

const meta = {
  component: AuthNotice,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'login', chrome },
  argTypes: {
    kind: { control: 'inline-radio', options: ['login', 'signup'] },
    chrome: { control: 'object' },
  },
} satisfies Meta<typeof AuthNotice>

export default meta
type Story = StoryObj<typeof meta>

/** /login without a product app configured (DESIGN §4.1). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Logging in happens in the Forgeline app',
    )
  },
}

/** The kind and chrome from the controls panel. */
export const Playground: Story = { args: { kind: 'signup' } }

export const Login: Story = {}
export const Signup: Story = { args: { kind: 'signup' } }

/** No content source: the fallback product name, no header. */
export const WithoutChrome: Story = { args: { chrome: null } }
