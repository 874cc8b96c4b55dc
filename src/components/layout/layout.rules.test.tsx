import { describe, expect, it } from 'vitest'
import { halfWidthKeys } from '../forms/CmsForm'
import { isPromoVisible } from './PromoBar'

describe('isPromoVisible (SPEC §2 Promo bar)', () => {
  const text = [{ _type: 'block', children: [] }]
  it('shows the bar only when enablePromo is set and promoText exists', () => {
    expect(isPromoVisible({ enablePromo: true, promoText: text })).toBe(true)
    expect(isPromoVisible({ enablePromo: false, promoText: text })).toBe(false)
    expect(isPromoVisible({ enablePromo: true, promoText: [] })).toBe(false)
    expect(isPromoVisible({ enablePromo: true, promoText: null })).toBe(false)
    expect(isPromoVisible(null)).toBe(false)
  })
})

describe('halfWidthKeys (SPEC §2 form layout)', () => {
  const field = (key: string, name: string) =>
    ({ _key: key, fieldName: { current: name } }) as never
  it('puts a first-name field followed by a last-name field on one row', () => {
    const keys = halfWidthKeys([
      field('a', 'firstName'),
      field('b', 'lastName'),
      field('c', 'email'),
    ])
    expect([...keys]).toEqual(['a', 'b'])
  })
  it('leaves them full width when they are not next to each other or in the other order', () => {
    expect(
      halfWidthKeys([field('a', 'firstName'), field('c', 'email'), field('b', 'lastName')]).size,
    ).toBe(0)
    expect(halfWidthKeys([field('b', 'last_name'), field('a', 'first_name')]).size).toBe(0)
  })
})
