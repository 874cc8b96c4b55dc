// Content model `iconFeatures`: features with an accent icon, a title, a description and an
// optional "Learn more" link, in the block's own theme when it has one.
import type { ComponentPropsWithoutRef } from 'react'
import { linkHref } from '@/lib/links'
import { iconUrl } from '../../ui/CmsImage'
import { Icon } from '../../ui/Icon'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import { BlockFrame, BlockHeading, IconBadge, ItemBody, ItemTitle } from '../BlockFrame'
import type { IconFeaturesValue } from '../types'
import * as S from './IconFeatures.styles'

export const DEFAULT_LINK_TEXT = 'Learn more'

/** Columns on wide screens: one row for up to three features, two by two for four. */
export function featureColumns(count: number): S.FeatureColumns {
  if (count <= 1) return 1
  if (count === 2 || count === 4) return 2
  return 3
}

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
      <S.List $columns={featureColumns(features.length)}>
        {features.map((feature) => {
          const icon = iconUrl(feature.icon)
          const link = feature.link && linkHref(feature.link) ? feature.link : null
          return (
            <S.Feature key={feature._key}>
              {icon && (
                <IconBadge $shape="round">
                  <Icon url={icon} size={22} />
                </IconBadge>
              )}
              <S.Text>
                <ItemTitle>{feature.title}</ItemTitle>
                {feature.description && <ItemBody>{feature.description}</ItemBody>}
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
              </S.Text>
            </S.Feature>
          )
        })}
      </S.List>
    </BlockFrame>
  )
}
