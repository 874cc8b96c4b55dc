// One theme of the "Design system/Colours" page: its five colours as swatches and the contrast of
// every text/background pair the components draw, computed from the colours when it renders
// (src/theme/contrast.ts), so a theme edited in the controls is rated as it is typed.
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { ThemeScope } from '@/components/ui/ThemeScope'
import {
  contrastLevel,
  contrastRatio,
  contrastThresholds,
  formatContrastRatio,
} from '@/theme/contrast'
import { themeToCssVars } from '@/theme/resolvers'
import { theme } from '@/theme/theme'
import { media, type ThemeColors } from '@/theme/tokens'

/** Where a text colour meets a background in the components (foreground first). */
export interface ColourPair {
  foreground: string
  background: string
  /** The foreground's and background's names. */
  label: string
  /** What the site draws in it. */
  use: string
}

type ColourKey = keyof ThemeColors

/**
 * The pairs of theme colours the components set text in (the Button variants, links, captions,
 * code and the promo bar on the accent background). A pair and its reverse have the same ratio,
 * so each is listed once.
 */
const themePairs: { foreground: ColourKey; background: ColourKey; use: string }[] = [
  { foreground: 'textColor', background: 'backgroundColor', use: 'Body text and headings' },
  {
    foreground: 'foregroundSecondaryColor',
    background: 'backgroundColor',
    use: 'Captions, secondary text',
  },
  { foreground: 'colorAccent', background: 'backgroundColor', use: 'Links and accent text' },
  {
    foreground: 'backgroundColor',
    background: 'colorAccent',
    use: 'The primary button’s label',
  },
  {
    foreground: 'textColor',
    background: 'accentBackgroundColor',
    use: 'Code, the tertiary button, the promo bar',
  },
  {
    foreground: 'foregroundSecondaryColor',
    background: 'accentBackgroundColor',
    use: 'Secondary text on the accent background',
  },
]

/** The CSS variable of each theme colour, from the contract itself (resolvers.themeToCssVars). */
const cssVariableOf = Object.fromEntries(
  Object.entries(
    themeToCssVars({
      colorAccent: 'colorAccent',
      accentBackgroundColor: 'accentBackgroundColor',
      backgroundColor: 'backgroundColor',
      textColor: 'textColor',
      foregroundSecondaryColor: 'foregroundSecondaryColor',
    }),
  ).map(([variable, key]) => [key, variable]),
) as Record<ColourKey, string>

/** The pairs of one theme, with their colours. */
export function pairsOf(colors: ThemeColors): ColourPair[] {
  return themePairs.map(({ foreground, background, use }) => ({
    foreground: colors[foreground],
    background: colors[background],
    label: `${foreground} on ${background}`,
    use,
  }))
}

export const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  gap: ${theme.space.s4};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSize[20]};
  line-height: ${theme.lineHeight.compact};
  code {
    overflow-wrap: anywhere;
  }
`

const SwatchItem = styled.li`
  display: grid;
  gap: ${theme.space.s1};
  align-content: start;
`

const Chip = styled.span`
  display: block;
  height: ${theme.space.s7};
  border: 1px solid color-mix(in srgb, ${theme.color.text} 24%, transparent);
  border-radius: ${theme.radius.small};
`

/** A colour as a filled chip, its name, where it is written, and its value. */
export function Swatch({ name, detail, value }: { name: string; detail?: string; value: string }) {
  return (
    <SwatchItem>
      <Chip style={{ background: value }} data-swatch={value} />
      <code>{name}</code>
      {detail ? <code>{detail}</code> : null}
      <code>{value}</code>
    </SwatchItem>
  )
}

const PairList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSize[40]};
  line-height: ${theme.lineHeight.compact};
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    gap: ${theme.space.s2} ${theme.space.s4};
    padding-block: ${theme.space.s2};
    border-bottom: 1px solid color-mix(in srgb, ${theme.color.text} 16%, transparent);
    ${media.tablet} {
      grid-template-columns: auto minmax(0, 1fr) 14rem;
    }
  }
  code {
    display: block;
    font-size: ${theme.fontSize[20]};
    overflow-wrap: anywhere;
  }
`

/** The ratio and the mark: under the pair's name on a phone, in a column of their own above. */
const Result = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space.s3};
  grid-column: 2;
  ${media.tablet} {
    grid-column: 3;
  }
`

/**
 * The pair itself: "Aa" in the foreground on the background, as large text (28 px bold), which
 * WCAG holds to 3:1. Under 3:1 even large text fails, so the sample is drawn as two bars instead of
 * text: the ratio and the mark beside it say how far it falls short.
 */
const Specimen = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${theme.space.s9};
  height: ${theme.space.s7};
  border: 1px solid color-mix(in srgb, ${theme.color.text} 24%, transparent);
  border-radius: ${theme.radius.small};
  font-size: ${theme.fontSize[150]};
  font-weight: ${theme.fontWeight.bold};
  line-height: ${theme.lineHeight.none};
  grid-row: span 2;
  ${media.tablet} {
    grid-row: auto;
  }
`

const SpecimenBars = styled.span`
  display: block;
  width: ${theme.space.s7};
  height: ${theme.space.s3};
  border-block: 3px solid currentColor;
`

const Mark = styled.span`
  font-weight: ${theme.fontWeight.semibold};
  white-space: nowrap;
`

/** Pass or fail for WCAG AA body text, in words and a sign as well as by position. */
function AaMark({ ratio }: { ratio: number }) {
  const level = contrastLevel(ratio)
  const pass = level === 'AA' || level === 'AAA'
  return (
    <Mark data-aa={pass ? 'pass' : 'fail'}>
      {pass ? '✓ Pass' : '✗ Fail'}
      {level === 'AAA' ? ' (AAA)' : level === 'AA large' ? ' (large text only)' : ''}
    </Mark>
  )
}

/** Every pair with its sample, its contrast ratio and whether it meets AA for body text. */
export function ContrastPairs({ pairs }: { pairs: ColourPair[] }) {
  return (
    <PairList aria-label="Text on background: contrast">
      {pairs.map((pair) => {
        const ratio = contrastRatio(pair.foreground, pair.background)
        return (
          <li key={pair.label}>
            <Specimen
              style={{ color: pair.foreground, background: pair.background }}
              data-pair-ratio={ratio ?? ''}
            >
              {ratio !== null && ratio >= contrastThresholds.aaLarge ? 'Aa' : <SpecimenBars />}
            </Specimen>
            <span>
              {pair.use}
              <code>{pair.label}</code>
            </span>
            <Result>
              {ratio === null ? (
                'No ratio: not an opaque hex colour'
              ) : (
                <>
                  <span>{formatContrastRatio(ratio)}</span>
                  <AaMark ratio={ratio} />
                </>
              )}
            </Result>
          </li>
        )
      })}
    </PairList>
  )
}

const Frame = styled.section`
  border: 1px solid color-mix(in srgb, ${theme.color.text} 24%, transparent);
  border-radius: ${theme.radius.medium};
`

const Body = styled.div`
  display: grid;
  gap: ${theme.space.s5};
  padding: ${theme.space.s4};
  ${media.tablet} {
    padding: ${theme.space.s5};
  }
  h3 {
    font-size: ${theme.fontSize[100]};
    font-weight: ${theme.fontWeight.semibold};
    line-height: ${theme.lineHeight.snug};
  }
`

export interface ThemePaletteProps extends ThemeColors {
  /** The theme's name, as its heading. */
  name: string
  /** A line under the heading. Default: none. */
  note?: ReactNode
}

/**
 * A theme in its own scope (so its labels are drawn in its own colours): its five colours and the
 * contrast of every pair the components draw in.
 */
export function ThemePalette({ name, note, ...colors }: ThemePaletteProps) {
  return (
    <Frame aria-label={name}>
      <ThemeScope theme={colors} style={{ borderRadius: 'inherit' }}>
        <Body>
          <h3>{name}</h3>
          {note ? <p>{note}</p> : null}
          <Swatches>
            {(Object.keys(cssVariableOf) as ColourKey[]).map((key) => (
              <Swatch key={key} name={key} detail={cssVariableOf[key]} value={colors[key]} />
            ))}
          </Swatches>
          <ContrastPairs pairs={pairsOf(colors)} />
        </Body>
      </ThemeScope>
    </Frame>
  )
}
