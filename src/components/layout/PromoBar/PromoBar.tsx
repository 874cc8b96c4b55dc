// SPEC §2 Promo bar: above the header when promo.enablePromo is set and promoText exists.
import type { PortableTextBlock } from '@portabletext/react'
import styled from 'styled-components'
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
  promo: { enablePromo?: boolean | null; promoText?: unknown[] | null } | null | undefined
}

/** True when the promo bar should show (SPEC §2). */
export function isPromoVisible(promo: PromoBarProps['promo']): boolean {
  return !!promo?.enablePromo && !!promo.promoText?.length
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
