// Content model `iconFeatures`: features with an accent icon, a title, a description and an
// optional "Learn more" link, in the block's own theme when it has one.
import type { ComponentPropsWithoutRef } from 'react'
import { featureColumns } from '@/lib/columns'
import { linkHref } from '@/lib/links'
import { iconUrl } from '../../ui/CmsImage'
import { ResponsiveGrid } from '../../ui/ResponsiveGrid'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import { BlockFrame, BlockHeading } from '../BlockFrame'
import type { IconFeaturesValue } from '../types'
import { FeatureItem } from './FeatureItem'
import * as S from './IconFeatures.styles'

export const DEFAULT_LINK_TEXT = 'Learn more'

export interface IconFeaturesProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The block as PAGE_QUERY projects it. */
  value: IconFeaturesValue
}

export function IconFeatures({ value, ...rest }: IconFeaturesProps) {
  const features = (value.features ?? []).filter((feature) => feature?.title)
  if (!features.length) return null
  return (
    <BlockFrame blockTheme={value.theme} {...rest}>
      {value.heading && <BlockHeading>{value.heading}</BlockHeading>}
      <ResponsiveGrid columns={featureColumns(features.length)} gap="roomy">
        {features.map((feature) => {
          const link = feature.link && linkHref(feature.link) ? feature.link : null
          return (
            <FeatureItem
              key={feature._key}
              layout="line"
              icon={iconUrl(feature.icon)}
              title={feature.title}
              description={feature.description}
            >
              {link && (
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
              )}
            </FeatureItem>
          )
        })}
      </ResponsiveGrid>
    </BlockFrame>
  )
}
