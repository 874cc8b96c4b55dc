// Content model `valuePropGrid`: value propositions (icon, title, description) in a grid of
// 2-4 columns on wide screens, in the block's own theme when it has one.
import type { ComponentPropsWithoutRef } from 'react'
import { FeatureGrid } from '../IconFeatures/FeatureGrid'
import type { ValuePropGridValue } from '../types'

export interface ValuePropGridProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The block as PAGE_QUERY projects it. */
  value: ValuePropGridValue
}

export function ValuePropGrid({ value, ...rest }: ValuePropGridProps) {
  return <FeatureGrid layout="card" value={value} items={value.items} {...rest} />
}
