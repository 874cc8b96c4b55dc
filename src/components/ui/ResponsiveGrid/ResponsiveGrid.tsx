// The blocks' item grid (IconFeatures, ValuePropGrid): a list of equal columns that steps up with
// the screen, one column on phones, at most two on tablets, the block's count from laptops up.
// The count comes from the block's rule (lib/columns).
import type { ComponentPropsWithRef } from 'react'
import type { ColumnCount } from '@/lib/columns'
import * as S from './ResponsiveGrid.styles'

export type { GridGap } from './ResponsiveGrid.styles'

export interface ResponsiveGridProps extends ComponentPropsWithRef<'ul'> {
  /** Columns from laptops up (tablets show at most two, phones one). Default: 3. */
  columns?: ColumnCount
  /** The space between items: 'compact' for cards, 'roomy' for items without a surface.
   * Default: 'compact'. */
  gap?: S.GridGap
}

/** A `<ul>` grid; its children are the `<li>` items. */
export function ResponsiveGrid({ columns = 3, gap = 'compact', ...rest }: ResponsiveGridProps) {
  return <S.Grid $columns={columns} $gap={gap} {...rest} />
}
