// Column counts of the blocks' item grids (ResponsiveGrid): how many columns a grid takes from
// laptops up. Phones show one column and tablets at most two, whatever the count.

/** Columns a grid can take on wide screens. */
export type ColumnCount = 1 | 2 | 3 | 4

/**
 * IconFeatures: columns that fill the rows. One row for up to three features, two by two for
 * four, rows of three beyond.
 */
export function featureColumns(count: number): 1 | 2 | 3 {
  if (count <= 1) return 1
  if (count === 2 || count === 4) return 2
  return 3
}

/** ValuePropGrid: the editor's column count, kept within 2-4 (the schema's range). Default: 3. */
export function gridColumns(columns: number | null | undefined): 2 | 3 | 4 {
  if (columns === 2 || columns === 3 || columns === 4) return columns
  return 3
}
