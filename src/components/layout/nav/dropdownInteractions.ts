'use client'
// Issue 49: the three interactions NavDropdown took from react-aria (useHover, useFocusWithin,
// useInteractOutside), written for it alone. react-aria's general versions (and the focus and
// event helpers they share) were ~1.5 KB gzip of every page's first-load JavaScript; these keep
// what NavDropdown relies on, with react-aria's rules:
// - hover is a mouse's or a pen's, never a touch's, nor the mouse events a phone emulates right
//   after a tap (500 ms after a touch's pointerup: iOS sends a "mouse" pointerenter then); it ends
//   when the pointer leaves, or moves over anything outside (an element removed from under the
//   pointer sends no pointerleave);
// - focus within ends when focus moves outside, or a focus event lands outside (an element
//   removed while focused sends no blur);
// - an interaction outside is a primary press that starts and ends (its click) outside the
//   element, on an element still in the document.
import { useEffect, useRef, type FocusEvent, type PointerEvent, type RefObject } from 'react'

let ignoreEmulatedMouse = false
let touchWatchers = 0
const onGlobalPointerUp = (event: globalThis.PointerEvent) => {
  if (event.pointerType !== 'touch') return
  ignoreEmulatedMouse = true
  setTimeout(() => (ignoreEmulatedMouse = false), 500)
}

const contains = (parent: Element | null, child: EventTarget | null) =>
  !!parent && child instanceof Node && parent.contains(child)

/** Pointer hover of an element (react-aria's useHover, as NavDropdown uses it). */
export function useHover({
  onHoverStart,
  onHoverEnd,
}: {
  onHoverStart: () => void
  onHoverEnd: () => void
}) {
  const hover = useRef({ hovered: false, target: null as Element | null, stop: () => {} })
  const handlers = useRef({ onHoverStart, onHoverEnd })
  useEffect(() => {
    handlers.current = { onHoverStart, onHoverEnd }
  })
  useEffect(() => {
    const state = hover.current
    if (touchWatchers++ === 0) document.addEventListener('pointerup', onGlobalPointerUp)
    return () => {
      state.stop()
      if (--touchWatchers === 0) document.removeEventListener('pointerup', onGlobalPointerUp)
    }
  }, [])

  const end = (pointerType: string) => {
    const target = hover.current.target
    hover.current.target = null
    if (pointerType === 'touch' || !hover.current.hovered || !target) return
    hover.current.hovered = false
    hover.current.stop()
    handlers.current.onHoverEnd()
  }
  return {
    onPointerEnter(event: PointerEvent<Element>) {
      if (ignoreEmulatedMouse && event.pointerType === 'mouse') return
      if (event.pointerType === 'touch' || hover.current.hovered) return
      if (!contains(event.currentTarget, event.target)) return
      hover.current.hovered = true
      const target = event.currentTarget
      hover.current.target = target
      const onOver = (over: globalThis.PointerEvent) => {
        if (
          hover.current.hovered &&
          hover.current.target &&
          !contains(hover.current.target, over.target)
        )
          end(over.pointerType)
      }
      document.addEventListener('pointerover', onOver, true)
      hover.current.stop = () => document.removeEventListener('pointerover', onOver, true)
      handlers.current.onHoverStart()
    },
    onPointerLeave(event: PointerEvent<Element>) {
      if (contains(event.currentTarget, event.target)) end(event.pointerType)
    },
  }
}

/** Focus leaving an element and all it holds (react-aria's useFocusWithin's onBlurWithin). */
export function useFocusWithin({
  onFocusWithin,
  onBlurWithin,
}: {
  onFocusWithin?: () => void
  onBlurWithin: () => void
}) {
  const focus = useRef({ within: false, stop: () => {} })
  const handlers = useRef({ onFocusWithin, onBlurWithin })
  useEffect(() => {
    handlers.current = { onFocusWithin, onBlurWithin }
  })
  useEffect(() => {
    const state = focus.current
    return () => state.stop()
  }, [])

  const leave = () => {
    focus.current.within = false
    focus.current.stop()
    handlers.current.onBlurWithin()
  }
  return {
    onFocus(event: FocusEvent<Element>) {
      if (!contains(event.currentTarget, event.target)) return
      if (focus.current.within || document.activeElement !== event.target) return
      focus.current.within = true
      handlers.current.onFocusWithin?.()
      const element = event.currentTarget
      const onFocusAnywhere = (anywhere: globalThis.FocusEvent) => {
        if (focus.current.within && !contains(element, anywhere.target)) leave()
      }
      document.addEventListener('focus', onFocusAnywhere, true)
      focus.current.stop = () => document.removeEventListener('focus', onFocusAnywhere, true)
    },
    onBlur(event: FocusEvent<Element>) {
      if (!contains(event.currentTarget, event.target)) return
      if (focus.current.within && !contains(event.currentTarget, event.relatedTarget)) leave()
    },
  }
}

/** A primary press outside `ref` while enabled (react-aria's useInteractOutside). */
export function useInteractOutside({
  ref,
  onInteractOutside,
  isDisabled,
}: {
  ref: RefObject<Element | null>
  onInteractOutside: () => void
  isDisabled: boolean
}) {
  const handler = useRef(onInteractOutside)
  useEffect(() => {
    handler.current = onInteractOutside
  })
  useEffect(() => {
    if (isDisabled) return
    let pressed = false
    const outside = (event: MouseEvent) => {
      if (event.button > 0) return false
      const target = event.target
      if (target instanceof Node && !document.documentElement.contains(target)) return false
      return !!ref.current && !event.composedPath().includes(ref.current)
    }
    const onPointerDown = (event: MouseEvent) => {
      if (outside(event)) pressed = true
    }
    // The click, not pointerup (react-aria: Android Chrome's pointerup comes too early).
    const onClick = (event: MouseEvent) => {
      if (pressed && outside(event)) handler.current()
      pressed = false
    }
    document.addEventListener('pointerdown', onPointerDown, true)
    document.addEventListener('click', onClick, true)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true)
      document.removeEventListener('click', onClick, true)
    }
  }, [ref, isDisabled])
}
