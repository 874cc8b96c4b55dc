import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { ThemeScope } from '@/components/ui/ThemeScope'
import { Button } from '@/components/ui/Button'
import { completeFooterTheme } from '@/theme/resolvers'
import { theme as contract } from '@/theme/theme'
import { lightSurfaceColors } from '@/theme/tokens'
import { theme } from '../fixtures'

/** A sample of everything a theme colours: text, secondary text, accent and accent background. */
function Sample({ label }: { label: string }) {
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <h2 style={{ fontSize: 24 }}>{label}</h2>
      <p style={{ color: contract.color.foregroundSecondary }}>Secondary text for captions.</p>
      <p style={{ padding: '8px 12px', background: contract.color.accentBackground }}>
        Accent background, as behind code and the promo bar.
      </p>
      <Button>Accent button</Button>
    </div>
  )
}

const meta = {
  component: ThemeScope,
  args: { theme: theme('theme-sand'), style: { padding: 32 } },
  render: (args) => (
    <ThemeScope {...args}>
      <Sample label="A themed section" />
    </ThemeScope>
  ),
} satisfies Meta<typeof ThemeScope>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Edit the five colours in the controls panel. */
export const Playground: Story = {
  args: {
    theme: {
      backgroundColor: '#0d1b2a',
      textColor: '#f5f8fc',
      colorAccent: '#ff7a3d',
      accentBackgroundColor: '#16283d',
      foregroundSecondaryColor: '#b8c4d4',
    },
  },
}

export const Dark: Story = { args: { theme: theme('theme-dark') } }
export const Light: Story = { args: { theme: theme('theme-light') } }
export const Sand: Story = { args: { theme: theme('theme-sand') } }
export const Midnight: Story = { args: { theme: theme('theme-midnight') } }

/** Only a background set: the other colours come from the site-wide (dark) defaults. */
export const PartialTheme: Story = { args: { theme: { backgroundColor: '#15222a' } } }

/** No theme and the light fallback the modal uses (SPEC §9 default, AA accent). */
export const LightFallback: Story = { args: { theme: null, fallback: lightSurfaceColors } }

/** The footer's fallback: white background and black text (SPEC §3 Footer). */
export const FooterFallback: Story = { args: { theme: null, fallback: completeFooterTheme(null) } }

/** Scopes nest: the inner scope wins inside it. */
export const Nested: Story = {
  render: (args) => (
    <ThemeScope {...args}>
      <Sample label="Outer scope (Sand)" />
      <ThemeScope theme={theme('theme-midnight')} style={{ marginTop: 24, padding: 24 }}>
        <Sample label="Inner scope (Midnight)" />
      </ThemeScope>
    </ThemeScope>
  ),
}
