// Content model `marquee`: a strip of logos or short phrases that scrolls in a seamless loop.
// CSS only: keyframes move two copies of the list; the copy is aria-hidden so assistive
// technology reads the list once. A Pause / Play button stops it (WCAG 2.2.2); it also pauses on
// hover and focus, and stands still (wrapped and centred) for visitors who prefer reduced motion.
import type { ComponentPropsWithoutRef, CSSProperties } from 'react'
import { marqueeDurationSeconds } from './marquee'
import { parseImageRef } from '@/lib/media'
import { safeCssUrl } from '@/lib/safeValues'
import { iconUrl } from '../../ui/CmsImage'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import type { MarqueeValue } from '../types'
import { MarqueeFrame } from './MarqueeFrame'
import * as S from './Marquee.styles'

type MarqueeItem = NonNullable<MarqueeValue['items']>[number]

/** The accessible name of the strip when the editor gave it no label. */
export const DEFAULT_MARQUEE_LABEL = 'Scrolling list'

function ItemContent({ item }: { item: MarqueeItem }) {
  // Issue 9: the URL goes into CSS, so only one that cannot close its url("…") does.
  const url = safeCssUrl(iconUrl(item.logo))
  if (!url) return <S.Phrase>{item.text}</S.Phrase>
  const size = parseImageRef(item.logo?.asset?._ref)
  const style = {
    aspectRatio: size ? `${size.width} / ${size.height}` : '4 / 1',
    '--fl-logo-mask': `url("${url}")`,
  } as CSSProperties
  return (
    <>
      <S.Logo aria-hidden="true" style={style} />
      {item.text && <VisuallyHidden>{item.text}</VisuallyHidden>}
    </>
  )
}

export interface MarqueeProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The block as PAGE_QUERY projects it. */
  value: MarqueeValue
}

export function Marquee({ value, ...rest }: MarqueeProps) {
  const items = (value.items ?? []).filter((item) => item?.text || iconUrl(item?.logo))
  if (!items.length) return null
  const labelId = `marquee-${value._key}-label`
  const duration = { '--marquee-duration': `${marqueeDurationSeconds(items.length, value.speed)}s` }
  const list = items.map((item) => (
    <S.Item key={item._key}>
      <ItemContent item={item} />
    </S.Item>
  ))
  return (
    <MarqueeFrame label={value.label || DEFAULT_MARQUEE_LABEL} {...rest}>
      {value.label && <S.Label id={labelId}>{value.label}</S.Label>}
      <S.Viewport
        role="region"
        aria-labelledby={value.label ? labelId : undefined}
        aria-label={value.label ? undefined : DEFAULT_MARQUEE_LABEL}
        tabIndex={0}
        style={duration as CSSProperties}
      >
        <S.Track data-marquee-track="">
          <S.Items>{list}</S.Items>
          <S.Items aria-hidden="true">{list}</S.Items>
        </S.Track>
      </S.Viewport>
    </MarqueeFrame>
  )
}
