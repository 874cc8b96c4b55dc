// @vitest-environment jsdom
// Issue 49: NavDropdown's hover, focus-within and press-outside rules (dropdownInteractions.ts),
// written in place of react-aria's hooks, keep react-aria's behaviour: touch never hovers, nor does
// the mouse event a phone emulates right after a tap; moving focus inside is not leaving; a press
// outside counts only while enabled and only when it starts and ends outside.
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useFocusWithin, useHover, useInteractOutside } from './dropdownInteractions'

function Item({
  onHoverStart = () => {},
  onHoverEnd = () => {},
  onBlurWithin = () => {},
  onInteractOutside = () => {},
  outsideDisabled = false,
}: {
  onHoverStart?: () => void
  onHoverEnd?: () => void
  onBlurWithin?: () => void
  onInteractOutside?: () => void
  outsideDisabled?: boolean
}) {
  const ref = useRef<HTMLLIElement>(null)
  const hover = useHover({ onHoverStart, onHoverEnd })
  const focus = useFocusWithin({ onBlurWithin })
  useInteractOutside({ ref, onInteractOutside, isDisabled: outsideDisabled })
  return (
    <ul>
      <li ref={ref} data-testid="item" {...hover} {...focus}>
        <button type="button">Trigger</button>
        <button type="button">Inside</button>
      </li>
      <li>
        <button type="button">Outside</button>
      </li>
    </ul>
  )
}

const pointer = (type: string, target: Element, pointerType: string) =>
  fireEvent(target, new PointerEvent(type, { bubbles: true, pointerType }))

afterEach(() => vi.useRealTimers())

describe('useHover', () => {
  it('starts on a mouse entering and ends on it leaving', () => {
    const onHoverStart = vi.fn()
    const onHoverEnd = vi.fn()
    render(<Item onHoverStart={onHoverStart} onHoverEnd={onHoverEnd} />)
    const item = screen.getByTestId('item')
    fireEvent.pointerEnter(item, { pointerType: 'mouse' })
    expect(onHoverStart).toHaveBeenCalledTimes(1)
    fireEvent.pointerLeave(item, { pointerType: 'mouse' })
    expect(onHoverEnd).toHaveBeenCalledTimes(1)
  })

  it('ends when the pointer moves over something outside without leaving (a removed element)', () => {
    const onHoverEnd = vi.fn()
    render(<Item onHoverEnd={onHoverEnd} />)
    fireEvent.pointerEnter(screen.getByTestId('item'), { pointerType: 'mouse' })
    pointer('pointerover', screen.getByRole('button', { name: 'Outside' }), 'mouse')
    expect(onHoverEnd).toHaveBeenCalledTimes(1)
  })

  it('never starts on touch, nor on the emulated mouse enter right after a tap', () => {
    vi.useFakeTimers()
    const onHoverStart = vi.fn()
    render(<Item onHoverStart={onHoverStart} />)
    const item = screen.getByTestId('item')
    fireEvent.pointerEnter(item, { pointerType: 'touch' })
    pointer('pointerup', item, 'touch')
    fireEvent.pointerEnter(item, { pointerType: 'mouse' })
    expect(onHoverStart).not.toHaveBeenCalled()
    // Half a second after the tap a mouse hovers again.
    act(() => vi.advanceTimersByTime(500))
    fireEvent.pointerEnter(item, { pointerType: 'mouse' })
    expect(onHoverStart).toHaveBeenCalledTimes(1)
  })
})

describe('useFocusWithin', () => {
  it('calls onBlurWithin when focus leaves, not when it moves inside', () => {
    const onBlurWithin = vi.fn()
    render(<Item onBlurWithin={onBlurWithin} />)
    act(() => screen.getByRole('button', { name: 'Trigger' }).focus())
    act(() => screen.getByRole('button', { name: 'Inside' }).focus())
    expect(onBlurWithin).not.toHaveBeenCalled()
    act(() => screen.getByRole('button', { name: 'Outside' }).focus())
    expect(onBlurWithin).toHaveBeenCalledTimes(1)
  })
})

describe('useInteractOutside', () => {
  const press = (target: Element) => {
    pointer('pointerdown', target, 'mouse')
    fireEvent.click(target)
  }

  it('calls onInteractOutside for a press outside, not inside', () => {
    const onInteractOutside = vi.fn()
    render(<Item onInteractOutside={onInteractOutside} />)
    press(screen.getByRole('button', { name: 'Inside' }))
    expect(onInteractOutside).not.toHaveBeenCalled()
    press(screen.getByRole('button', { name: 'Outside' }))
    expect(onInteractOutside).toHaveBeenCalledTimes(1)
  })

  it('ignores a press that started inside, and any press while disabled', () => {
    const onInteractOutside = vi.fn()
    const { rerender } = render(<Item onInteractOutside={onInteractOutside} />)
    pointer('pointerdown', screen.getByRole('button', { name: 'Inside' }), 'mouse')
    fireEvent.click(screen.getByRole('button', { name: 'Outside' }))
    expect(onInteractOutside).not.toHaveBeenCalled()
    rerender(<Item onInteractOutside={onInteractOutside} outsideDisabled />)
    press(screen.getByRole('button', { name: 'Outside' }))
    expect(onInteractOutside).not.toHaveBeenCalled()
  })
})
