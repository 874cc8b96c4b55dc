// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { focusFromAreaTop, scrollAreaOf } from './focusInArea'

afterEach(() => {
  document.body.innerHTML = ''
})

function mount(html: string) {
  document.body.innerHTML = html
  return document.getElementById('target') as HTMLElement
}

describe('focusFromAreaTop (issue 48 item 2)', () => {
  it('finds the scroll area a form sits in, and none on a page', () => {
    const inDialog = mount(
      '<div id="area" style="overflow-y: auto"><form><p id="target" tabindex="-1">x</p></form></div>',
    )
    expect(scrollAreaOf(inDialog)?.id).toBe('area')
    const onPage = mount('<main style="overflow-x: clip"><p id="target" tabindex="-1">x</p></main>')
    expect(scrollAreaOf(onPage)).toBeNull()
  })

  it('on a page: focus as the browser does it (its own scroll)', () => {
    const target = mount('<main><p id="target" tabindex="-1">x</p></main>')
    const focus = vi.spyOn(target, 'focus')
    focusFromAreaTop(target)
    expect(focus).toHaveBeenCalledWith()
    expect(target).toHaveFocus()
  })

  it('in a scroll area: focus without the browser scroll, then the area at its top when it fits', () => {
    const target = mount(
      '<div id="area" style="overflow-y: auto"><p id="target" tabindex="-1">x</p></div>',
    )
    const area = document.getElementById('area')!
    const scrollTo = vi.fn()
    area.scrollTo = scrollTo as unknown as typeof area.scrollTo
    const focus = vi.spyOn(target, 'focus')
    focusFromAreaTop(target)
    expect(focus).toHaveBeenCalledWith({ preventScroll: true })
    expect(target).toHaveFocus()
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' })
  })

  it('in a scroll area: a target below the first screenful is brought into view instead', () => {
    const target = mount(
      '<div id="area" style="overflow-y: auto"><p id="target" tabindex="-1">x</p></div>',
    )
    const area = document.getElementById('area')!
    Object.defineProperty(area, 'clientHeight', { value: 600 })
    target.getBoundingClientRect = () => new DOMRect(0, 900, 300, 40)
    const scrollIntoView = vi.fn()
    target.scrollIntoView = scrollIntoView
    area.scrollTo = vi.fn() as unknown as typeof area.scrollTo
    focusFromAreaTop(target)
    expect(area.scrollTo).not.toHaveBeenCalled()
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'instant' })
  })
})
