// Design system / Typography (issue 13): the type scale of src/theme/tokens.ts rendered as real
// text: every font size, line height, weight and letter spacing, and the two font stacks. The rows
// come from the token objects, so a new or changed step shows here without editing this file.
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import styled from 'styled-components'
import { theme } from '@/theme/theme'
import { fontSize, fontStacks, fontWeight, letterSpacing, lineHeight } from '@/theme/tokens'
import { entries, Page, PageIntro, px, Section, SpecimenList } from './parts'

// These stories document the type scale, not one component, so the meta has no `component`.
const meta = {
  title: 'Design system/Typography',
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The body size every other sample is compared with (GlobalStyles sets it on <body>). */
const bodyPx = px(fontSize[60]) ?? 16

const Sample = styled.span<{
  $size?: string
  $lineHeight?: string
  $weight?: string
  $tracking?: string
  $upper?: boolean
}>`
  display: block;
  font-size: ${({ $size }) => $size ?? theme.fontSize[60]};
  line-height: ${({ $lineHeight }) => $lineHeight ?? theme.lineHeight.title};
  font-weight: ${({ $weight }) => $weight ?? theme.fontWeight.regular};
  letter-spacing: ${({ $tracking }) => $tracking ?? 'normal'};
  text-transform: ${({ $upper }) => ($upper ? 'uppercase' : 'none')};
  overflow-wrap: break-word;
`

/** Lines of a paragraph, each line box tinted, so the line height can be seen. */
const Lines = styled(Sample)`
  max-width: 20rem;
  background: repeating-linear-gradient(
    color-mix(in srgb, ${theme.color.text} 12%, transparent) 0 1lh,
    transparent 1lh 2lh
  );
`

/** Every font size, smallest to largest, rendered at its size. */
export const FontSizes: Story = {
  render: () => (
    <Page>
      <PageIntro title="Font sizes">
        Every step of tokens.ts <code>fontSize</code> (theme.fontSize), smallest first, rendered at
        its size in the regular weight at <code>lineHeight.title</code>. The value column gives the
        size in px and in rem of the {bodyPx} px body size.
      </PageIntro>
      <SpecimenList
        rows={entries(fontSize).map(([step, value]) => ({
          name: `fontSize[${step}]`,
          value: `${value} · ${+((px(value) ?? 0) / bodyPx).toFixed(4)}rem`,
          preview: (
            <Sample $size={value} data-font-size={value}>
              Forge ahead
            </Sample>
          ),
        }))}
      />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    // Each sample is drawn at its token's size.
    const samples = canvasElement.querySelectorAll<HTMLElement>('[data-font-size]')
    await expect(samples).toHaveLength(Object.keys(fontSize).length)
    for (const sample of samples) {
      await expect(getComputedStyle(sample).fontSize).toBe(sample.dataset.fontSize)
    }
  },
}

/** Every line height on a three-line paragraph at the body size, each line box tinted. */
export const LineHeights: Story = {
  render: () => (
    <Page>
      <PageIntro title="Line heights">
        Every step of tokens.ts <code>lineHeight</code> (theme.lineHeight), tight (display headings)
        to loose (long body copy), on a paragraph at the {bodyPx} px body size with every other line
        box tinted. The value column gives the line&apos;s height at that size.
      </PageIntro>
      <SpecimenList
        rows={entries(lineHeight).map(([name, value]) => ({
          name: `lineHeight.${name}`,
          value: `${value} · ${+(Number(value) * bodyPx).toFixed(2)}px`,
          preview: (
            <Lines $lineHeight={value}>
              Forgeline builds the marketing site from the content your team writes, one block at a
              time.
            </Lines>
          ),
        }))}
      />
    </Page>
  ),
}

/** Every weight of the variable Inter face. */
export const Weights: Story = {
  render: () => (
    <Page>
      <PageIntro title="Font weights">
        Every step of tokens.ts <code>fontWeight</code> (theme.fontWeight) in the body face, at{' '}
        {fontSize[130]} (<code>fontSize[130]</code>).
      </PageIntro>
      <SpecimenList
        rows={entries(fontWeight).map(([name, value]) => ({
          name: `fontWeight.${name}`,
          value,
          preview: (
            <Sample $size={fontSize[130]} $weight={value}>
              Forge ahead
            </Sample>
          ),
        }))}
      />
    </Page>
  ),
}

/** Every letter spacing: negative ones on a heading, positive ones on small capitals. */
export const LetterSpacing: Story = {
  render: () => (
    <Page>
      <PageIntro title="Letter spacing">
        Every step of tokens.ts <code>letterSpacing</code> (theme.letterSpacing). The tightening
        steps are shown on a bold {fontSize[170]} heading, the widening ones on {fontSize[40]} bold
        uppercase, as the site uses them.
      </PageIntro>
      <SpecimenList
        rows={entries(letterSpacing).map(([name, value]) => {
          const widening = !value.startsWith('-')
          return {
            name: `letterSpacing.${name}`,
            value,
            preview: (
              <Sample
                $size={widening ? fontSize[40] : fontSize[170]}
                $weight={fontWeight.bold}
                $tracking={value}
                $upper={widening}
              >
                {widening ? 'Product updates' : 'Forge ahead'}
              </Sample>
            ),
          }
        })}
      />
    </Page>
  ),
}

/** The two font stacks, each with a sample of its face. */
export const FontStacks: Story = {
  render: () => (
    <Page>
      <PageIntro title="Font stacks">
        The faces of tokens.ts <code>fontStacks</code> (theme.font): Inter for everything, the
        monospaced face for code. Both come from npm packages through next/font/local.
      </PageIntro>
      {entries(fontStacks).map(([name, value]) => (
        <Section key={name} title={`fontStacks.${name}`} note={<code>{value}</code>}>
          <Sample $size={fontSize[130]} style={{ fontFamily: value }}>
            ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 {'{ } ( ) => !?'}
          </Sample>
        </Section>
      ))}
    </Page>
  ),
}
