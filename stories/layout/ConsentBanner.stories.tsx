import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CONSENT_STORAGE_KEY, readConsentChoice } from '@/analytics/consent'
import { ConsentBanner } from '@/components/layout/ConsentBanner'
import { Footer } from '@/components/layout/Footer'
import { Container } from '@/components/ui/Container'
import { chromaticModesAt } from '../../.storybook/modes'
import { settings, theme } from '../fixtures'

const REGION = { name: 'Cookies and analytics' }

/** A page behind the banner, with the focusable main landmark every site page has. */
const withPage: Decorator = (Story) => (
  <>
    <Container as="main" id="main" tabIndex={-1} style={{ paddingBlock: 24 }}>
      <p>The page stays usable while the banner shows: it is not a modal.</p>
    </Container>
    <Story />
  </>
)

/** No choice from an earlier story: the stored record is removed before and after each one. */
function withoutStoredChoice() {
  localStorage.removeItem(CONSENT_STORAGE_KEY)
  return () => localStorage.removeItem(CONSENT_STORAGE_KEY)
}

const meta = {
  component: ConsentBanner,
  parameters: { layout: 'fullscreen' },
  decorators: [withPage],
  beforeEach: withoutStoredChoice,
  // Every state renders whatever NEXT_PUBLIC_CONSENT_MODE the Storybook was built with.
  args: { mode: 'opt-in', initialChoice: null },
  argTypes: {
    mode: { control: 'inline-radio', options: ['off', 'opt-in', 'opt-out'] },
    initialChoice: {
      control: 'inline-radio',
      options: ['none', 'granted', 'denied'],
      mapping: { none: null },
    },
  },
} satisfies Meta<typeof ConsentBanner>

export default meta
type Story = StoryObj<typeof meta>

/** opt-in, first visit: nothing third-party loads until the visitor accepts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', REGION)
    await expect(within(region).getByRole('button', { name: 'Accept' })).toBeVisible()
    await expect(within(region).getByRole('button', { name: 'Reject' })).toBeVisible()
    // It never takes focus on its own.
    await expect(region.contains(document.activeElement)).toBe(false)
  },
}

/** Mode, stored choice, privacy link and theme from the controls panel. */
export const Playground: Story = {
  args: { mode: 'opt-out', privacyHref: '/legal/privacy', theme: theme('theme-sand') },
}

/** opt-out: third parties load unless the visitor declines; the banner says so. */
export const OptOutNotice: Story = {
  args: { mode: 'opt-out' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', REGION)
    await expect(within(region).getByRole('button', { name: 'OK' })).toBeVisible()
    await expect(within(region).getByRole('button', { name: 'Decline' })).toBeVisible()
  },
}

/** Without a privacy page in the CMS, the text has no link. */
export const WithoutPrivacyLink: Story = { args: { privacyHref: null } }

/** Small screens: the text above, the two answers side by side at full width. */
export const Mobile: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { chromatic: { modes: chromaticModesAt('mobile') } },
}

/** Accept: the banner closes, the choice is stored, and focus goes to the main landmark. */
export const AcceptSavesChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = await canvas.findByRole('region', REGION)
    await expect(readConsentChoice()).toBeNull()
    await userEvent.click(within(region).getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(canvas.queryByRole('region', REGION)).toBeNull())
    await expect(readConsentChoice()).toBe('granted')
    await expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
      choice: 'granted',
    })
    await expect(document.activeElement).toBe(canvas.getByRole('main'))
  },
}

/** A visitor who rejected reopens the banner from the footer: it says so and takes focus. */
export const ReopenedFromFooter: Story = {
  args: { initialChoice: 'denied' },
  decorators: [
    (Story, { args }) => (
      <>
        <Story />
        {/* No navigation columns: the footer and the banner fit the window at 375 px too. */}
        <Footer
          navigation={null}
          companyName={settings.companyName ?? 'Forgeline Labs, Inc.'}
          year={2030}
          consentMode={args.mode}
        />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('region', REGION)).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie settings' }))
    const region = await canvas.findByRole('region', REGION)
    await waitFor(() =>
      expect(document.activeElement).toBe(within(region).getByRole('heading', REGION)),
    )
    await expect(region).toHaveTextContent('You have rejected them.')
  },
}
