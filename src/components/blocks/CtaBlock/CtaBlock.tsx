// Content model `ctaBlock`: a heading, a supporting sentence and up to three CMS link buttons,
// in the block's own theme when it has one.
import type { ComponentPropsWithoutRef } from 'react'
import { CmsLinkButton } from '../../ui/CmsLinkButton'
import type { CtaBlockValue } from '../types'
import * as S from './CtaBlock.styles'

export interface CtaBlockProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The block as PAGE_QUERY projects it. */
  value: CtaBlockValue
}

export function CtaBlock({ value, ...rest }: CtaBlockProps) {
  const buttons = (value.buttons ?? []).filter((button) => button?.label)
  return (
    <S.Panel blockTheme={value.theme} surface="card" {...rest}>
      {value.heading && <S.Heading>{value.heading}</S.Heading>}
      {value.body && <S.Body>{value.body}</S.Body>}
      {buttons.length > 0 && (
        <S.Buttons>
          {buttons.map((button, index) => (
            <CmsLinkButton key={button._key ?? index} value={button} size="large" />
          ))}
        </S.Buttons>
      )}
    </S.Panel>
  )
}
