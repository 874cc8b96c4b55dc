'use client'
// Issue 48: the error summary of a form that a post without JavaScript brought back refused, as
// the GOV.UK Design System's error summary: at the top of the form, titled "There is a problem",
// a link to each refused field with its message (the field itself is marked as after a submit
// with JavaScript), and what refused the form as a whole (a rate limit, a store outage) as text.
// The page comes back at it (the post's fragment is its id); once hydrated, it takes focus.
import type { MouseEvent, Ref } from 'react'
import { errorGlyph, SvgIcon } from '../../ui/Icon'
import * as S from './CmsForm.styles'

export const SUMMARY_TITLE = 'There is a problem'

export interface SummaryItem {
  /** `#id` of the refused field's control; none for the form as a whole. */
  href?: string
  text: string
}

export interface ErrorSummaryProps {
  items: readonly SummaryItem[]
  id?: string
  ref?: Ref<HTMLDivElement>
}

/** With JavaScript, a link moves focus to its field (a fragment alone only scrolls there). */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1)
  const control = id ? document.getElementById(id) : null
  if (!control) return
  event.preventDefault()
  control.focus()
}

export function ErrorSummary({ items, id, ref }: ErrorSummaryProps) {
  const titleId = id ? `${id}-title` : undefined
  return (
    <S.Summary ref={ref} id={id} tabIndex={-1} aria-labelledby={titleId} role="group">
      <S.SummaryTitle id={titleId}>
        <SvgIcon glyph={errorGlyph} />
        {SUMMARY_TITLE}
      </S.SummaryTitle>
      <S.SummaryList>
        {items.map((item) => (
          <li key={item.href ?? item.text}>
            {item.href ? (
              <a href={item.href} onClick={focusField}>
                {item.text}
              </a>
            ) : (
              item.text
            )}
          </li>
        ))}
      </S.SummaryList>
    </S.Summary>
  )
}
