// Design system / Tokens (issue 13): every scale of src/theme/tokens.ts that is not type or
// colour, each value drawn. The rows come from the token objects themselves, so a new or changed
// token shows here (and in these stories' snapshots) without editing this file.
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import styled from 'styled-components'
import { closeGlyph, SvgIcon } from '@/components/ui/Icon'
import { theme } from '@/theme/theme'
import {
  breakpoints,
  controlSize,
  duration,
  iconSize,
  layout,
  media,
  overlayColors,
  radius,
  shadow,
  space,
  zIndex,
} from '@/theme/tokens'
import { Bar, entries, Page, PageIntro, px, Section, TokenTable } from './parts'

// These stories document the token scale, not one component, so the meta has no `component`.
const meta = {
  title: 'Design system/Tokens',
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** A bar `value` long, next to its fellows, as a share of `max`. */
const shareOf = (value: number, max: number) => `${Math.max((value / max) * 100, 0.5)}%`

/** Spacing steps, each drawn at its own length. */
export const Spacing: Story = {
  render: () => (
    <Page>
      <PageIntro title="Spacing">
        Gaps, paddings and margins (tokens.ts <code>space</code>, theme.space), each bar drawn at
        its value.
      </PageIntro>
      <TokenTable
        rows={entries(space).map(([name, value]) => ({
          name: `space.${name}`,
          value,
          preview: <Bar $width={value} data-token-preview />,
        }))}
      />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    // The bars are drawn at the token's length, not a copy of it.
    const bars = canvasElement.querySelectorAll<HTMLElement>('[data-token-preview]')
    const values = Object.values(space)
    await expect(bars).toHaveLength(values.length)
    for (const [index, bar] of [...bars].entries()) {
      await expect(bar.getBoundingClientRect().width).toBe(px(values[index]!))
    }
  },
}

const RadiusSample = styled.span<{ $radius: string }>`
  display: block;
  width: ${theme.space.s9};
  height: ${theme.space.s7};
  border: 2px solid ${theme.color.accent};
  border-radius: ${({ $radius }) => $radius};
  background: ${theme.color.accentBackground};
`

/** Corner radii on a 96 × 48 box. */
export const Radii: Story = {
  render: () => (
    <Page>
      <PageIntro title="Radii">
        Corner radii (tokens.ts <code>radius</code>, theme.radius), each on a 96 × 48 px box.
      </PageIntro>
      <TokenTable
        rows={entries(radius).map(([name, value]) => ({
          name: `radius.${name}`,
          value,
          preview: <RadiusSample $radius={value} />,
        }))}
      />
    </Page>
  ),
}

const Stack = styled.div<{ $layers: number }>`
  position: relative;
  isolation: isolate;
  height: calc(${theme.space.s7} + ${({ $layers }) => $layers - 1} * ${theme.space.s5});
`

const Layer = styled.span<{ $index: number }>`
  position: absolute;
  top: calc(${({ $index }) => $index} * ${theme.space.s5});
  left: calc(${({ $index }) => $index} * ${theme.space.s5});
  width: 11rem;
  height: ${theme.space.s7};
  padding: 2px ${theme.space.s2};
  border: 1px solid ${theme.color.text};
  border-left: ${theme.space.s1} solid ${theme.color.accent};
  border-radius: ${theme.radius.xsmall};
  background: ${theme.color.background};
  font-size: ${theme.fontSize[20]};
  line-height: ${theme.lineHeight.normal};
`

/** Stacking layers, lowest to highest, in a table and as cards stacked by the tokens. */
export const Layers: Story = {
  render: () => {
    const layers = entries(zIndex).sort(([, a], [, b]) => Number(a) - Number(b))
    return (
      <Page>
        <PageIntro title="Stacking layers">
          The named z-index layers (tokens.ts <code>zIndex</code>, theme.zIndex), lowest first.
          Below, one card per layer, each stacked by its own token: they are written into the page
          highest first, so only the z-index puts them in this order.
        </PageIntro>
        <TokenTable
          previewLabel="Order"
          rows={layers.map(([name, value], index) => ({
            name: `zIndex.${name}`,
            value,
            preview: `${index + 1} of ${layers.length}`,
          }))}
        />
        {/* The table says the same; the drawing is for the eye. */}
        <Stack $layers={layers.length} aria-hidden="true">
          {layers
            .map(([name, value], index) => (
              <Layer key={name} $index={index} style={{ zIndex: Number(value) }}>
                {name}
              </Layer>
            ))
            .reverse()}
        </Stack>
      </Page>
    )
  },
}

/** Content widths and the page's other layout measures. */
export const Widths: Story = {
  render: () => {
    const widest = px(layout.maxWidth) ?? 1
    const all = entries(layout)
    const widths = all.filter(([name]) => /width$/i.test(name))
    const others = all.filter(([name]) => !/width$/i.test(name))
    return (
      <Page>
        <PageIntro title="Content widths">
          Measures of the layout (tokens.ts <code>layout</code>, theme.layout). The bars show each
          width as a share of <code>layout.maxWidth</code>.
        </PageIntro>
        <Section title="Widths">
          <TokenTable
            previewLabel="Share of maxWidth"
            rows={widths.map(([name, value]) => {
              const width = px(value)
              return {
                name: `layout.${name}`,
                value,
                preview: width === null ? null : <Bar $width={shareOf(width, widest)} />,
              }
            })}
          />
        </Section>
        <Section title="Gutter and header">
          <TokenTable
            previewLabel="Share of maxWidth"
            rows={others.map(([name, value]) => {
              const length = px(value)
              return {
                name: `layout.${name}`,
                value,
                preview: length === null ? null : <Bar $width={shareOf(length, widest)} />,
              }
            })}
          />
        </Section>
      </Page>
    )
  },
}

/** Motion durations, as bars proportional to their length. */
export const Motion: Story = {
  render: () => {
    const ms = (value: string) => Number.parseFloat(value)
    const longest = Math.max(...Object.values(duration).map(ms))
    return (
      <Page>
        <PageIntro title="Motion">
          Durations of transitions and animations (tokens.ts <code>duration</code>, theme.duration),
          each bar as a share of the longest. With prefers-reduced-motion the global styles cut
          every one of them to almost nothing.
        </PageIntro>
        <TokenTable
          previewLabel="Share of the longest"
          rows={entries(duration).map(([name, value]) => ({
            name: `duration.${name}`,
            value,
            preview: <Bar $width={shareOf(ms(value), longest)} />,
          }))}
        />
      </Page>
    )
  },
}

/** Layout breakpoints and the media queries built from them. */
export const Breakpoints: Story = {
  render: () => (
    <Page>
      <PageIntro title="Breakpoints">
        Minimum widths of the layouts (tokens.ts <code>breakpoints</code>); below the first one is
        the mobile layout. Components write the media queries of <code>media</code>.
      </PageIntro>
      <TokenTable
        previewLabel="Media query"
        rows={[
          ...entries(breakpoints).map(([name, value]) => ({
            name: `breakpoints.${name}`,
            value: `${value}px`,
            preview: <code>{media[name as keyof typeof breakpoints]}</code>,
          })),
          ...entries(media)
            .filter(([name]) => !(name in breakpoints))
            .map(([name, value]) => ({
              name: `media.${name}`,
              value: '—',
              preview: <code>{value}</code>,
            })),
        ]}
      />
    </Page>
  ),
}

const ShadowSample = styled.span<{ $shadow: string }>`
  display: block;
  /* As wide as the cell, up to 128 px: on a phone the long token names need the room. */
  width: 100%;
  max-width: ${theme.space.s10};
  min-width: ${theme.space.s7};
  height: ${theme.space.s7};
  border-radius: ${theme.radius.smallMedium};
  background: ${theme.color.background};
  box-shadow: ${({ $shadow }) => $shadow};
`

const TextShadowSample = styled.span<{ $shadow: string }>`
  font-family: ${theme.font.mono};
  font-size: ${theme.fontSize[100]};
  text-transform: uppercase;
  text-shadow: ${({ $shadow }) => $shadow};
`

/** Checks of the text and background colours, for a translucent colour to be laid over. */
const OverlaySample = styled.span<{ $color: string }>`
  position: relative;
  display: block;
  /* As wide as the cell, up to 128 px: on a phone the long token names need the room. */
  width: 100%;
  max-width: ${theme.space.s10};
  min-width: ${theme.space.s7};
  height: ${theme.space.s7};
  border-radius: ${theme.radius.xsmall};
  background: repeating-conic-gradient(${theme.color.text} 0 25%, ${theme.color.background} 0 50%) 0
    0 / ${theme.space.s4} ${theme.space.s4};
  &::after {
    content: '';
    position: absolute;
    inset: 0 0 0 50%;
    background: ${({ $color }) => $color};
  }
`

/** Shadows and the translucent colours they and the modal's backdrop are made of. */
export const Elevation: Story = {
  render: () => (
    <Page>
      <PageIntro title="Elevation">
        Shadows of what floats above the page (tokens.ts <code>shadow</code>, theme.shadow) and the
        translucent colours they and the modal&apos;s backdrop are made of (tokens.ts{' '}
        <code>overlayColors</code>, theme.overlayColor). They are the same in every theme.
      </PageIntro>
      <Section title="Shadows">
        <TokenTable
          rows={entries(shadow).map(([name, value]) => ({
            name: `shadow.${name}`,
            value,
            preview:
              name === 'text' ? (
                <TextShadowSample $shadow={value}>Pixel</TextShadowSample>
              ) : (
                <ShadowSample $shadow={value} />
              ),
          }))}
        />
      </Section>
      <Section
        title="Translucent colours"
        note="Each laid over the right half of a checkerboard of the theme's text and background colours."
      >
        <TokenTable
          rows={entries(overlayColors).map(([name, value]) => ({
            name: `overlayColors.${name}`,
            value,
            preview: <OverlaySample $color={value} />,
          }))}
        />
      </Section>
    </Page>
  ),
}

const ControlSample = styled.span<{ $size: string }>`
  display: block;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 2px solid ${theme.color.accent};
  border-radius: ${theme.radius.xsmall};
`

/** Control heights as squares, icon sizes with an icon drawn at each. */
export const ControlSizes: Story = {
  render: () => (
    <Page>
      <PageIntro title="Control and icon sizes">
        Heights of interactive controls (tokens.ts <code>controlSize</code>, theme.controlSize),
        drawn as squares, and the edge lengths of icons (<code>iconSize</code>, theme.iconSize),
        each with an interface icon drawn at it.
      </PageIntro>
      <Section title="Controls">
        <TokenTable
          rows={entries(controlSize).map(([name, value]) => ({
            name: `controlSize.${name}`,
            value,
            preview: <ControlSample $size={value} />,
          }))}
        />
      </Section>
      <Section title="Icons">
        <TokenTable
          rows={entries(iconSize).map(([name, value]) => ({
            name: `iconSize.${name}`,
            value: `${value}px`,
            preview: <SvgIcon glyph={closeGlyph} size={value} />,
          }))}
        />
      </Section>
    </Page>
  ),
}
