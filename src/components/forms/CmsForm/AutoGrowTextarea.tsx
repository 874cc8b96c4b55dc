'use client'
// SPEC §2: textareas grow with their content, in every browser. CSS `field-sizing: content` does
// it where it exists (CmsForm.styles.ts); elsewhere the height follows the scroll height on every
// input, and once on mount for a value the browser restored.
import {
  useCallback,
  useEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type InputEvent,
} from 'react'
import { Textarea } from './CmsForm.styles'

/** True when the browser sizes form fields to their content by itself. */
export function supportsFieldSizing(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function'
    ? CSS.supports('field-sizing', 'content')
    : false
}

/** Sets the height to the content's, borders included (box-sizing is border-box). */
export function fitToContent(el: HTMLTextAreaElement): void {
  el.style.height = 'auto'
  const borders = el.offsetHeight - el.clientHeight
  el.style.height = `${el.scrollHeight + Math.max(0, borders)}px`
}

export type AutoGrowTextareaProps = ComponentPropsWithoutRef<'textarea'>

export function AutoGrowTextarea({ onInput, ...rest }: AutoGrowTextareaProps) {
  const ref = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (ref.current && !supportsFieldSizing()) fitToContent(ref.current)
  }, [])
  const handleInput = useCallback(
    (event: InputEvent<HTMLTextAreaElement>) => {
      if (!supportsFieldSizing()) fitToContent(event.currentTarget)
      onInput?.(event)
    },
    [onInput],
  )
  return <Textarea ref={ref} onInput={handleInput} {...rest} />
}
