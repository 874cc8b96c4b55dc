// Design system / Colours (issue 13): every theme the site and the stories know (the toolbar
// themes of .storybook/themes.ts: the site defaults, the light default, SPEC §9 as listed, the
// dataset's custom themes; and the footer's defaults from the resolvers), each colour as a swatch
// and each text/background pair with its WCAG contrast ratio, computed as the page renders.
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { contrastRatio } from '@/theme/contrast'
import { completeFooterTheme } from '@/theme/resolvers'
import { defaultThemeColors, fixedColors, statusHues } from '@/theme/tokens'
import { storyThemes } from '../../.storybook/themes'
import { entries, Page, PageIntro, Section } from './parts'
import { ContrastPairs, Swatch, Swatches, ThemePalette } from './ThemePalette'

const meta = {
  title: 'Design system/Colours',
  component: ThemePalette,
  args: { name: 'SPEC §9 default theme as listed', ...defaultThemeColors },
  argTypes: { colorAccent: { control: 'color' }, note: { control: false } },
} satisfies Meta<typeof ThemePalette>

export default meta
type Story = StoryObj<typeof meta>

/** "rgb(r, g, b)" as computed styles write a colour, to #rrggbb. */
function hexOf(computed: string): string {
  const channels = computed.match(/\d+(?:\.\d+)?/g)?.slice(0, 3) ?? []
  return `#${channels.map((c) => Math.round(Number(c)).toString(16).padStart(2, '0')).join('')}`
}

/**
 * Each sample's ratio, as the list states it, is the ratio of the colours the browser actually
 * drew it in.
 */
async function expectRatiosOfDrawnColours(canvasElement: HTMLElement) {
  const samples = canvasElement.querySelectorAll<HTMLElement>('[data-pair-ratio]')
  await expect(samples.length).toBeGreaterThan(0)
  for (const sample of samples) {
    const style = getComputedStyle(sample)
    const drawn = contrastRatio(hexOf(style.color), hexOf(style.backgroundColor))
    await expect(drawn).toBeCloseTo(Number(sample.dataset.pairRatio), 2)
  }
}

/** Every theme, each in its own colours. */
export const Themes: Story = {
  render: () => (
    <Page>
      <PageIntro title="Colour themes">
        The five colours of every theme and the contrast of each pair of them that the components
        set text in, computed here from the colours (WCAG 2: AA needs 4.5:1 for body text, 3:1 for
        large text; AAA 7:1). The themes are the Storybook toolbar&apos;s (the site defaults, the
        light default, SPEC §9 as listed, the dataset&apos;s custom themes) and the footer&apos;s
        defaults.
      </PageIntro>
      {[
        ...Object.values(storyThemes),
        { title: 'Footer defaults (SPEC §3 Footer)', colors: completeFooterTheme(null) },
      ].map(({ title, colors }) => (
        <ThemePalette key={title} name={title} {...colors} />
      ))}
    </Page>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('section[aria-label]')).toHaveLength(
      Object.keys(storyThemes).length + 1,
    )
    await expectRatiosOfDrawnColours(canvasElement)
    // SPEC §9's accent under a white label is the known AA failure (tokens.ts lightSurfaceColors).
    const spec = canvasElement.querySelector(`section[aria-label="${storyThemes.specLight.title}"]`)
    await expect(spec?.querySelectorAll('[data-aa="fail"]').length).toBeGreaterThan(0)
  },
}

/** The colours that stay the same in every section theme, and their pairs. */
export const FixedColours: Story = {
  render: () => (
    <Page>
      <PageIntro title="Fixed colours">
        Colours that do not follow the section theme (tokens.ts <code>fixedColors</code>,
        theme.fixedColor) and the hue of error states (<code>statusHues</code>, mixed with the
        theme&apos;s text colour where it is used).
      </PageIntro>
      <Section title="Swatches">
        <Swatches>
          {entries(fixedColors).map(([name, value]) => (
            <Swatch key={name} name={`fixedColors.${name}`} value={value} />
          ))}
          {entries(statusHues).map(([name, value]) => (
            <Swatch key={name} name={`statusHues.${name}`} value={value} />
          ))}
        </Swatches>
      </Section>
      <Section title="Pairs">
        <ContrastPairs
          pairs={[
            {
              foreground: fixedColors.ink,
              background: fixedColors.paper,
              label: 'ink on paper',
              use: 'The skip link, the draft-mode banner',
            },
            {
              foreground: fixedColors.warningText,
              background: fixedColors.warningBackground,
              label: 'warningText on warningBackground',
              use: 'The draft-only placeholder of an unknown block',
            },
          ]}
        />
      </Section>
    </Page>
  ),
  play: async ({ canvasElement }) => expectRatiosOfDrawnColours(canvasElement),
}

/** Any five colours: type a CMS theme's colours in the controls to see its ratios. */
export const Playground: Story = {
  render: (args) => (
    <Page>
      <ThemePalette {...args} />
    </Page>
  ),
  play: async ({ canvasElement }) => expectRatiosOfDrawnColours(canvasElement),
}
