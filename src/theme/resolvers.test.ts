import { describe, expect, it } from 'vitest'
import {
  completeFooterTheme,
  completeTheme,
  resolveFooterTheme,
  resolveHeaderTheme,
  themeRgb,
  themeToCssVars,
  themeTone,
} from './resolvers'
import { siteThemeColors } from './tokens'

const dark = { backgroundColor: '#0b1419', textColor: '#ffffff' }
const light = { backgroundColor: '#ffffff', textColor: '#1b2333' }
const sand = { backgroundColor: '#f6efe4', textColor: '#2b2118' }

describe('resolveFooterTheme (SPEC §3 Theme selection)', () => {
  it('starts with the page theme', () => {
    expect(resolveFooterTheme({ theme: light, headerTheme: dark, modules: [] })).toBe(light)
  })
  it('falls back to the header theme of the page data when the page has no theme', () => {
    expect(resolveFooterTheme({ headerTheme: dark })).toBe(dark)
  })
  it('lets every moduleGroup override it, so the last one wins', () => {
    const modules = [
      { _type: 'moduleGroup', theme: dark },
      { _type: 'moduleGroup', theme: sand },
    ]
    expect(resolveFooterTheme({ theme: light, modules })).toBe(sand)
  })
  it('ignores modules of other types', () => {
    const modules = [
      { _type: 'moduleGroup', theme: dark },
      { _type: 'somethingElse', theme: sand },
    ]
    expect(resolveFooterTheme({ theme: light, modules })).toBe(dark)
  })
  it('leaves the footer on its defaults when the last moduleGroup has no theme', () => {
    const modules = [
      { _type: 'moduleGroup', theme: dark },
      { _type: 'moduleGroup', theme: null },
    ]
    expect(resolveFooterTheme({ theme: light, modules })).toBeUndefined()
  })
  it('is undefined when nothing sets a theme', () => {
    expect(resolveFooterTheme(undefined)).toBeUndefined()
  })
})

describe('resolveHeaderTheme (SPEC §3 Theme selection)', () => {
  it('uses the page-level header theme when present', () => {
    expect(resolveHeaderTheme(light, [{ _type: 'moduleGroup', theme: dark }])).toBe(light)
  })
  it('otherwise uses the first moduleGroup whose theme has a backgroundColor', () => {
    const modules = [
      { _type: 'moduleGroup', theme: { textColor: '#000' } },
      { _type: 'other', theme: sand },
      { _type: 'moduleGroup', theme: dark },
      { _type: 'moduleGroup', theme: light },
    ]
    expect(resolveHeaderTheme(null, modules)).toBe(dark)
  })
  it('is undefined when no module qualifies', () => {
    expect(resolveHeaderTheme(undefined, [{ _type: 'moduleGroup' }])).toBeUndefined()
  })
})

describe('completing themes', () => {
  it('fills missing colours from the site-wide defaults (SPEC §9)', () => {
    expect(completeTheme({ backgroundColor: '#123456' })).toEqual({
      ...siteThemeColors,
      backgroundColor: '#123456',
    })
  })
  it('drops a CMS colour that is not hex, so it never reaches CSS (issue 9)', () => {
    const injected = 'red; background-image: url(https://evil.example/x)'
    expect(completeTheme({ backgroundColor: injected, textColor: '#000' })).toEqual({
      ...siteThemeColors,
      textColor: '#000',
    })
  })
  it('gives the footer a white background and black text by default (SPEC §3 Footer)', () => {
    const footer = completeFooterTheme(undefined)
    expect(footer.backgroundColor).toBe('#ffffff')
    expect(footer.textColor).toBe('#000000')
  })
  it('writes the five colours as the contract’s CSS variables', () => {
    const vars = themeToCssVars(completeTheme(dark))
    expect(vars['--fl-color-background']).toBe('#0b1419')
    expect(vars['--fl-color-text']).toBe('#ffffff')
    expect(Object.keys(vars)).toHaveLength(5)
  })
})

describe('colour helpers', () => {
  it('tells a dark background from a light one', () => {
    expect(themeTone(dark)).toBe('dark')
    expect(themeTone(light)).toBe('light')
    expect(themeTone(undefined)).toBe('dark')
  })
  it('gives "r, g, b" for themeRgb', () => {
    expect(themeRgb('#FD5402')).toBe('253, 84, 2')
    expect(themeRgb('#fff')).toBe('255, 255, 255')
  })
})
