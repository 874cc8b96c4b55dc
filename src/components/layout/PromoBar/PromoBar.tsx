// SPEC §2 Promo bar: above the header when promo.enablePromo is set and promoText exists.
import type { PortableTextBlock } from '@portabletext/react'
import styled from 'styled-components'
import { isPromoVisible, type PromoFields } from './promo'
import { theme } from '@/theme/theme'
import { SimpleRichText } from '../../richtext/SimpleRichText'

const Bar = styled.div`
  min-height: ${theme.layout.promoHeight};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space.s2_5} ${theme.layout.gutter};
  background: ${theme.color.accentBackground};
  color: ${theme.color.text};
  font-size: ${theme.fontSize[40]};
  line-height: ${theme.lineHeight.compact};
  text-align: center;
`

export interface PromoBarProps {
  promo: PromoFields | null | undefined
}

export function PromoBar({ promo }: PromoBarProps) {
  if (!isPromoVisible(promo)) return null
  return (
    <Bar data-testid="promo-bar">
      <div>
        <SimpleRichText value={promo!.promoText as PortableTextBlock[]} />
      </div>
    </Bar>
  )
}
