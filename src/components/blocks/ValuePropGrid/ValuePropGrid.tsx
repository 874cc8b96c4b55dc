// Content model `valuePropGrid`: value propositions (icon, title, description) in a grid of
// 2-4 columns on wide screens, in the block's own theme when it has one.
import type { ComponentPropsWithoutRef } from 'react'
import { iconUrl } from '../../ui/CmsImage'
import { Icon } from '../../ui/Icon'
import { BlockFrame, BlockHeading, IconBadge, ItemBody, ItemTitle } from '../BlockFrame'
import type { ValuePropGridValue } from '../types'
import * as S from './ValuePropGrid.styles'

/** The editor's column count, kept within 2-4 (the schema's range). Default: 3. */
export function gridColumns(columns: number | null | undefined): S.GridColumns {
  if (columns === 2 || columns === 3 || columns === 4) return columns
  return 3
}

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
      <S.Grid $columns={gridColumns(value.columns)}>
        {items.map((item) => {
          const icon = iconUrl(item.icon)
          return (
            <S.Item key={item._key}>
              {icon && (
                <IconBadge>
                  <Icon url={icon} size={24} />
                </IconBadge>
              )}
              <div>
                <ItemTitle>{item.title}</ItemTitle>
                {item.description && <ItemBody>{item.description}</ItemBody>}
              </div>
            </S.Item>
          )
        })}
      </S.Grid>
    </BlockFrame>
  )
}
