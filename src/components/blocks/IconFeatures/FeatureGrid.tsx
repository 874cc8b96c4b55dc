// The block both feature lists are (IconFeatures, ValuePropGrid): the block's heading over a grid
// of FeatureItems, in the block's own theme. Items without a title are left out, and a block left
// with none renders nothing. The layout sets the rest (FeatureLayout): 'line' items sit further
// apart under a heading at the start, in columns that fill the rows; 'card' items sit closer
// together under a centred heading, in the editor's number of columns (lib/columns).
import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { featureColumns, gridColumns, type ColumnCount } from '@/lib/columns'
import { iconUrl } from '../../ui/CmsImage'
import { ResponsiveGrid, type GridGap } from '../../ui/ResponsiveGrid'
import { BlockFrame, BlockHeading, type HeadingAlign } from '../BlockFrame'
import type { BlockTheme } from '../types'
import { FeatureItem, type FeatureLayout } from './FeatureItem'

/** What an item of either block's list brings to its FeatureItem. */
interface Feature {
  _key: string
  icon: Parameters<typeof iconUrl>[0]
  title: string
  description?: string
}

/** The block as PAGE_QUERY projects it: its heading and theme, and a card grid's column count. */
interface FeatureBlock {
  heading?: string
  theme: BlockTheme
  columns?: number | null
}

/** How a layout sets out its block. */
interface Look {
  gap: GridGap
  headingAlign: HeadingAlign
  /** Columns from laptops up, for the number of items shown. */
  columns: (count: number, block: FeatureBlock) => ColumnCount
}

const looks: Record<FeatureLayout, Look> = {
  line: { gap: 'roomy', headingAlign: 'start', columns: featureColumns },
  card: {
    gap: 'compact',
    headingAlign: 'center',
    columns: (_, block) => gridColumns(block.columns),
  },
}

export interface FeatureGridProps<Item extends Feature> extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'children'
> {
  /** The block as PAGE_QUERY projects it. */
  value: FeatureBlock
  /** The block's list as projected; items without a title are left out. */
  items: readonly (Item | null | undefined)[] | null | undefined
  /** 'line' (IconFeatures) or 'card' (ValuePropGrid); see FeatureLayout. */
  layout: FeatureLayout
  /** What goes under an item's description, e.g. a "Learn more" link. Default: nothing. */
  more?: (item: Item) => ReactNode
}

export function FeatureGrid<Item extends Feature>({
  value,
  items,
  layout,
  more,
  ...rest
}: FeatureGridProps<Item>) {
  const shown = (items ?? []).filter((item): item is Item => Boolean(item?.title))
  if (!shown.length) return null
  const look = looks[layout]
  return (
    <BlockFrame blockTheme={value.theme} {...rest}>
      {value.heading && <BlockHeading $align={look.headingAlign}>{value.heading}</BlockHeading>}
      <ResponsiveGrid columns={look.columns(shown.length, value)} gap={look.gap}>
        {shown.map((item) => (
          <FeatureItem
            key={item._key}
            layout={layout}
            icon={iconUrl(item.icon)}
            title={item.title}
            description={item.description}
          >
            {more?.(item)}
          </FeatureItem>
        ))}
      </ResponsiveGrid>
    </BlockFrame>
  )
}
