import { describe, expect, it } from 'vitest'
import { clampSpacer, SPACER_MAX_PX } from './spacer'

describe('clampSpacer', () => {
  it('keeps heights inside 0-400 as whole px', () => {
    expect(clampSpacer(32)).toBe(32)
    expect(clampSpacer(64.4)).toBe(64)
    expect(clampSpacer(0)).toBe(0)
    expect(clampSpacer(400)).toBe(400)
  })
  it('clamps values outside the range', () => {
    expect(clampSpacer(-20)).toBe(0)
    expect(clampSpacer(9000)).toBe(SPACER_MAX_PX)
  })
  it('treats missing or non-numeric values as 0', () => {
    expect(clampSpacer(undefined)).toBe(0)
    expect(clampSpacer(null)).toBe(0)
    expect(clampSpacer(Number.NaN)).toBe(0)
    expect(clampSpacer(Number.POSITIVE_INFINITY)).toBe(0)
  })
})
