// One item of the blocks' feature lists (IconFeatures, ValuePropGrid): an accent icon in its
// badge, a title (h3), a description, and anything the block adds under them (a link).
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Icon } from '../../ui/Icon'
import { IconBadge, ItemBody, ItemTitle } from '../BlockFrame'
import * as S from './FeatureItem.styles'

export type { FeatureLayout } from './FeatureItem.styles'

/** The icon's badge and size in each layout. */
const badges: Record<S.FeatureLayout, { shape: 'round' | 'square'; size: number }> = {
  line: { shape: 'round', size: 22 },
  card: { shape: 'square', size: 24 },
}

export interface FeatureItemProps extends Omit<ComponentPropsWithRef<'li'>, 'title'> {
  /** 'line' (IconFeatures) or 'card' (ValuePropGrid); see FeatureLayout. */
  layout: S.FeatureLayout
  /** The icon's URL (decorative); no badge without one. Default: none. */
  icon?: string | null
  /** The item's heading (an h3). */
  title: ReactNode
  /** Default: none. */
  description?: string | null
  /** Under the description, e.g. a "Learn more" link. */
  children?: ReactNode
}

export function FeatureItem({
  layout,
  icon,
  title,
  description,
  children,
  ...rest
}: FeatureItemProps) {
  const badge = badges[layout]
  return (
    <S.Item $layout={layout} {...rest}>
      {icon && (
        <IconBadge $shape={badge.shape}>
          <Icon url={icon} size={badge.size} />
        </IconBadge>
      )}
      <S.Text $layout={layout}>
        <ItemTitle>{title}</ItemTitle>
        {description && <ItemBody>{description}</ItemBody>}
        {children}
      </S.Text>
    </S.Item>
  )
}
