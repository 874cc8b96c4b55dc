import { describe, expect, it } from 'vitest'
import { isPromoVisible } from './promo'

describe('isPromoVisible (SPEC §2 Promo bar)', () => {
  const text = [{ _type: 'block', children: [] }]
  it('shows the bar only when enablePromo is set and promoText exists', () => {
    expect(isPromoVisible({ enablePromo: true, promoText: text })).toBe(true)
    expect(isPromoVisible({ enablePromo: false, promoText: text })).toBe(false)
    expect(isPromoVisible({ enablePromo: null, promoText: text })).toBe(false)
    expect(isPromoVisible({ enablePromo: true, promoText: [] })).toBe(false)
    expect(isPromoVisible({ enablePromo: true, promoText: null })).toBe(false)
    expect(isPromoVisible(null)).toBe(false)
    expect(isPromoVisible(undefined)).toBe(false)
  })
})
