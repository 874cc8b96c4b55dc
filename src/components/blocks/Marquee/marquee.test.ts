import { describe, expect, it } from 'vitest'
import { MARQUEE_MIN_SECONDS, marqueeDurationSeconds } from './marquee'

describe('marqueeDurationSeconds', () => {
  it('scales with the number of items and the speed', () => {
    expect(marqueeDurationSeconds(8, 'slow')).toBe(48)
    expect(marqueeDurationSeconds(8, 'normal')).toBe(32)
    expect(marqueeDurationSeconds(8, 'fast')).toBe(20)
  })
  it('defaults to normal speed', () => {
    expect(marqueeDurationSeconds(8)).toBe(32)
    expect(marqueeDurationSeconds(8, null)).toBe(32)
    expect(marqueeDurationSeconds(8, 'warp')).toBe(32)
  })
  it('never goes below the minimum loop', () => {
    expect(marqueeDurationSeconds(1, 'fast')).toBe(MARQUEE_MIN_SECONDS)
    expect(marqueeDurationSeconds(0)).toBe(MARQUEE_MIN_SECONDS)
  })
})
