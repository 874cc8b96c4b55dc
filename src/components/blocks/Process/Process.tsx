// Content model `process`: numbered steps (title, description, optional image). SPEC §3: the
// process block takes the theme and its accent as an RGB triplet (themeRgb) for the
// translucent tints of its numbers, lines and card edges.
import type { ComponentPropsWithoutRef } from 'react'
import { parseImageRef } from '@/lib/media'
import { hexToRgb, themeRgb as toThemeRgb } from '@/theme/resolvers'
import type { CmsTheme } from '@/theme/tokens'
import { CmsImage } from '../../ui/CmsImage'
import { BlockFrame, BlockHeading, ItemBody, ItemTitle } from '../BlockFrame'
import type { ProcessValue } from '../types'
import * as S from './Process.styles'

/** Columns per breakpoint: two by two on tablets for an even count, up to four in a row. */
export function processColumns(count: number): { tablet: number; laptop: number } {
  const n = Math.max(1, count)
  return {
    tablet: n % 2 === 0 ? 2 : 1,
    laptop: n <= 4 ? n : n % 3 === 0 ? 3 : 4,
  }
}

/** "r, g, b" of a theme's accent, or undefined when the theme has no valid accent. */
export function processThemeRgb(theme: CmsTheme): string | undefined {
  const accent = theme?.colorAccent
  return accent && hexToRgb(accent) ? toThemeRgb(accent) : undefined
}

/** A step image's display width: its own width up to 560px; 0 when there is no image. */
function stepImageWidth(image: ProcessValue['steps'][number]['image']): number {
  const parsed = parseImageRef(image?.image?.asset?._ref)
  return parsed ? Math.min(parsed.width, 560) : 0
}

export interface ProcessProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The block as PAGE_QUERY projects it. */
  value: ProcessValue
  /** The block's theme. Default: value.theme. */
  theme?: CmsTheme
  /** The theme's accent as "r, g, b". Default: derived from `theme`; else the section accent. */
  themeRgb?: string
}

export function Process({ value, theme = value.theme, themeRgb, ...rest }: ProcessProps) {
  const steps = (value.steps ?? []).filter((step) => step?.title)
  if (!steps.length) return null
  const rgb = themeRgb ?? processThemeRgb(theme)
  const columns = processColumns(steps.length)
  return (
    <BlockFrame blockTheme={theme} {...rest}>
      {value.heading && <BlockHeading $align="center">{value.heading}</BlockHeading>}
      <S.Steps $tabletColumns={columns.tablet} $laptopColumns={columns.laptop}>
        {steps.map((step, index) => (
          <S.Step key={step._key} $rgb={rgb}>
            <S.StepTop>
              <S.Number aria-hidden="true" $rgb={rgb}>
                {String(index + 1).padStart(2, '0')}
              </S.Number>
              <S.Line aria-hidden="true" $rgb={rgb} />
            </S.StepTop>
            <div>
              <ItemTitle>{step.title}</ItemTitle>
              {step.description && <ItemBody>{step.description}</ItemBody>}
            </div>
            {stepImageWidth(step.image) > 0 && (
              <S.Media $rgb={rgb}>
                <CmsImage
                  value={step.image}
                  width={stepImageWidth(step.image)}
                  sizes="(max-width: 800px) 100vw, (max-width: 1200px) 50vw, 400px"
                />
              </S.Media>
            )}
          </S.Step>
        ))}
      </S.Steps>
    </BlockFrame>
  )
}
