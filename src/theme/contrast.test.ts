import { describe, expect, it } from 'vitest'
import {
  contrastLevel,
  contrastRatio,
  contrastThresholds,
  formatContrastRatio,
  relativeLuminance,
} from './contrast'
import { itReturns } from '@/lib/testing'

describe('relativeLuminance (WCAG 2)', () => {
  itReturns(relativeLuminance, [
    // 0 for black and 1 for white.
    [[0, 0, 0], 0],
    [[255, 255, 255], expect.closeTo(1, 10)],
    // Green weighs most and blue least.
    [[0, 255, 0], expect.closeTo(0.7152, 4)],
    [[255, 0, 0], expect.closeTo(0.2126, 4)],
    [[0, 0, 255], expect.closeTo(0.0722, 4)],
    // The sRGB channel is linearised: mid grey is about 0.216, not 0.5.
    [[128, 128, 128], expect.closeTo(0.2159, 4)],
  ])
})

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10)
    expect(contrastRatio('#1b2333', '#1b2333')).toBe(1)
  })

  it('matches known values: #767676 on white is the lightest grey at AA (4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    // SPEC §9's accent under a white label, the reason for lightSurfaceColors (tokens.ts).
    expect(contrastRatio('#ffffff', '#ec4e02')).toBeCloseTo(3.71, 2)
    expect(contrastRatio('#ffffff', '#c2410c')).toBeCloseTo(5.18, 2)
  })

  it('does not depend on the order and reads #rgb, #rrggbb and any case', () => {
    expect(contrastRatio('#fff', '#767676')).toBe(contrastRatio('#767676', '#FFFFFF'))
    expect(contrastRatio('#FD5402', '#0b1419')).toBe(contrastRatio('#fd5402', '#0B1419'))
  })

  it('is null for anything but a hex colour', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0.4)', '#fff')).toBeNull()
    expect(contrastRatio('#fff', 'var(--fl-color-background)')).toBeNull()
    expect(contrastRatio('#12345', '#fff')).toBeNull()
  })
})

describe('contrastLevel', () => {
  // The best level a ratio reaches, without rounding up.
  itReturns(contrastLevel, [
    [21, 'AAA'],
    [contrastThresholds.aaa, 'AAA'],
    [6.99, 'AA'],
    [4.5, 'AA'],
    [4.499, 'AA large'],
    [3, 'AA large'],
    [2.999, 'fail'],
    [1, 'fail'],
  ])

  it('rates the known values', () => {
    expect(contrastLevel(contrastRatio('#767676', '#fff')!)).toBe('AA')
    expect(contrastLevel(contrastRatio('#777', '#fff')!)).toBe('AA large')
  })
})

describe('formatContrastRatio', () => {
  // Cut to two decimals, so a failing ratio never reads as a passing one.
  itReturns(formatContrastRatio, [
    [21, '21.00:1'],
    [4.5417, '4.54:1'],
    [4.4999, '4.49:1'],
  ])
})
