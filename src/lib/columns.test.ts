import { describe, expect, it } from 'vitest'
import { featureColumns, gridColumns } from './columns'

describe('featureColumns (IconFeatures): columns that fill the rows', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 2],
    [5, 3],
    [6, 3],
  ])('%i features take %i columns', (count, columns) => {
    expect(featureColumns(count)).toBe(columns)
  })
})

describe('gridColumns (ValuePropGrid): the editor’s count within 2-4, 3 by default', () => {
  it.each([
    [2, 2],
    [3, 3],
    [4, 4],
    [1, 3],
    [7, 3],
    [2.5, 3],
    [null, 3],
    [undefined, 3],
  ])('%s columns give %i', (columns, expected) => {
    expect(gridColumns(columns)).toBe(expected)
  })
})
