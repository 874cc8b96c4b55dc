'use client'
// WCAG 2.2.2 (pause, stop, hide): moving content that lasts more than five seconds gets a visible
// control to stop it. The frame holds the paused state as data-paused, which stops the animation
// in CSS; hover and focus still pause it too. The control is hidden for reduced motion, where
// nothing moves.
import { useState, type ComponentPropsWithoutRef } from 'react'
import { pauseGlyph, resumeGlyph, SvgIcon } from '../../ui/Icon'
import * as S from './Marquee.styles'

export interface MarqueeFrameProps extends ComponentPropsWithoutRef<'div'> {
  /** What moves, for the control's accessible name ("Pause Trusted by teams at"). */
  label: string
}

export function MarqueeFrame({ label, children, ...rest }: MarqueeFrameProps) {
  const [paused, setPaused] = useState(false)
  const action = paused ? 'Play' : 'Pause'
  return (
    <S.Root data-paused={paused ? '' : undefined} {...rest}>
      {children}
      <S.Controls>
        <S.PauseButton
          type="button"
          aria-label={`${action} ${label}`}
          onClick={() => setPaused((was) => !was)}
        >
          <SvgIcon glyph={paused ? resumeGlyph : pauseGlyph} />
          <span aria-hidden="true">{action}</span>
        </S.PauseButton>
      </S.Controls>
    </S.Root>
  )
}
