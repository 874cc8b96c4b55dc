import { describe, expect, it } from 'vitest'
import {
  contrastLevel,
  contrastRatio,
  contrastThresholds,
  formatContrastRatio,
  relativeLuminance,
} from './contrast'

describe('relativeLuminance (WCAG 2)', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0)
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10)
  })

  it('weights green most and blue least', () => {
    expect(relativeLuminance([0, 255, 0])).toBeCloseTo(0.7152, 4)
    expect(relativeLuminance([255, 0, 0])).toBeCloseTo(0.2126, 4)
    expect(relativeLuminance([0, 0, 255])).toBeCloseTo(0.0722, 4)
  })

  it('linearises the sRGB channel (mid grey is about 0.216, not 0.5)', () => {
    expect(relativeLuminance([128, 128, 128])).toBeCloseTo(0.2159, 4)
  })
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
  it('names the best level a ratio reaches, without rounding up', () => {
    expect(contrastLevel(21)).toBe('AAA')
    expect(contrastLevel(contrastThresholds.aaa)).toBe('AAA')
    expect(contrastLevel(6.99)).toBe('AA')
    expect(contrastLevel(4.5)).toBe('AA')
    expect(contrastLevel(4.499)).toBe('AA large')
    expect(contrastLevel(3)).toBe('AA large')
    expect(contrastLevel(2.999)).toBe('fail')
    expect(contrastLevel(1)).toBe('fail')
  })

  it('rates the known values', () => {
    expect(contrastLevel(contrastRatio('#767676', '#fff')!)).toBe('AA')
    expect(contrastLevel(contrastRatio('#777', '#fff')!)).toBe('AA large')
  })
})

describe('formatContrastRatio', () => {
  it('cuts to two decimals, so a failing ratio never reads as a passing one', () => {
    expect(formatContrastRatio(21)).toBe('21.00:1')
    expect(formatContrastRatio(4.5417)).toBe('4.54:1')
    expect(formatContrastRatio(4.4999)).toBe('4.49:1')
  })
})
