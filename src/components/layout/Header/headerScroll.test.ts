import { describe, expect, it } from 'vitest'
import { HEADER_HIDE_THRESHOLD, headerHiddenAfterScroll } from './headerScroll'

const scroll = (lastY: number, y: number, hidden = false, held = false) =>
  headerHiddenAfterScroll({ y, lastY, hidden, held })

describe('headerHiddenAfterScroll (SPEC §4 Header visibility)', () => {
  it('hides when scrolling down past 90 px, not before', () => {
    expect(HEADER_HIDE_THRESHOLD).toBe(90)
    expect(scroll(0, 90)).toBe(false)
    expect(scroll(80, 91)).toBe(true)
    expect(scroll(400, 600)).toBe(true)
  })

  it('shows again as soon as the visitor scrolls up, anywhere on the page', () => {
    expect(scroll(600, 599, true)).toBe(false)
    expect(scroll(120, 40, true)).toBe(false)
  })

  it('keeps its state when the position does not change', () => {
    expect(scroll(500, 500, true)).toBe(true)
    expect(scroll(500, 500, false)).toBe(false)
  })

  it('never hides while held (menu or dropdown open, focus inside)', () => {
    expect(scroll(100, 900, false, true)).toBe(false)
    expect(scroll(100, 900, true, true)).toBe(false)
  })
})
