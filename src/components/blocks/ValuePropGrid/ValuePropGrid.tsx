// Content model `valuePropGrid`: value propositions (icon, title, description) in a grid of
// 2-4 columns on wide screens, in the block's own theme when it has one.
import type { ComponentPropsWithoutRef } from 'react'
import { gridColumns } from '@/lib/columns'
import { iconUrl } from '../../ui/CmsImage'
import { ResponsiveGrid } from '../../ui/ResponsiveGrid'
import { BlockFrame, BlockHeading } from '../BlockFrame'
import { FeatureItem } from '../IconFeatures'
import type { ValuePropGridValue } from '../types'

export interface ValuePropGridProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The block as PAGE_QUERY projects it. */
  value: ValuePropGridValue
}

export function ValuePropGrid({ value, ...rest }: ValuePropGridProps) {
  const items = (value.items ?? []).filter((item) => item?.title)
  if (!items.length) return null
  return (
    <BlockFrame blockTheme={value.theme} {...rest}>
      {value.heading && <BlockHeading $align="center">{value.heading}</BlockHeading>}
      <ResponsiveGrid columns={gridColumns(value.columns)} gap="compact">
        {items.map((item) => (
          <FeatureItem
            key={item._key}
            layout="card"
            icon={iconUrl(item.icon)}
            title={item.title}
            description={item.description}
          />
        ))}
      </ResponsiveGrid>
    </BlockFrame>
  )
}
