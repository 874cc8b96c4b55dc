// Content model `iconFeatures`: features with an accent icon, a title, a description and an
// optional "Learn more" link, in the block's own theme when it has one.
import type { ComponentPropsWithoutRef } from 'react'
import { linkHref } from '@/lib/links'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import type { IconFeaturesValue } from '../types'
import { FeatureGrid } from './FeatureGrid'
import * as S from './IconFeatures.styles'

export const DEFAULT_LINK_TEXT = 'Learn more'

export interface IconFeaturesProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The block as PAGE_QUERY projects it. */
  value: IconFeaturesValue
}

export function IconFeatures({ value, ...rest }: IconFeaturesProps) {
  return (
    <FeatureGrid
      layout="line"
      value={value}
      items={value.features}
      more={(feature) => <FeatureLink feature={feature} />}
      {...rest}
    />
  )
}

/** A feature's "Learn more" link, when its link goes somewhere. */
function FeatureLink({ feature }: { feature: IconFeaturesValue['features'][number] }) {
  const link = feature.link && linkHref(feature.link) ? feature.link : null
  if (!link) return null
  return (
    <S.MoreLink value={link}>
      <S.LinkText>
        {link.text || (
          <>
            {DEFAULT_LINK_TEXT}
            {/* Many features share the text: the title tells the links apart. */}
            <VisuallyHidden> about {feature.title}</VisuallyHidden>
          </>
        )}
      </S.LinkText>
      <S.Arrow aria-hidden="true">→</S.Arrow>
    </S.MoreLink>
  )
}
