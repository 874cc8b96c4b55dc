import { describe, expect, it } from 'vitest'
import { featureColumns, gridColumns } from './columns'

describe('featureColumns (IconFeatures)', () => {
  it('picks columns that fill the rows', () => {
    expect(featureColumns(0)).toBe(1)
    expect(featureColumns(1)).toBe(1)
    expect(featureColumns(2)).toBe(2)
    expect(featureColumns(3)).toBe(3)
    expect(featureColumns(4)).toBe(2)
    expect(featureColumns(5)).toBe(3)
    expect(featureColumns(6)).toBe(3)
  })
})

describe('gridColumns (ValuePropGrid)', () => {
  it('keeps the column count within 2-4, 3 by default', () => {
    expect(gridColumns(2)).toBe(2)
    expect(gridColumns(3)).toBe(3)
    expect(gridColumns(4)).toBe(4)
    expect(gridColumns(1)).toBe(3)
    expect(gridColumns(7)).toBe(3)
    expect(gridColumns(2.5)).toBe(3)
    expect(gridColumns(null)).toBe(3)
    expect(gridColumns(undefined)).toBe(3)
  })
})
