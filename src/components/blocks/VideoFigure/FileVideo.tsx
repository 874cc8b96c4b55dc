'use client'
// Issue 37: a video file's native player joins the page once React has it, after the first paint.
// Chromium builds the player's controls as soon as it parses a `<video controls>`, and asks for
// their icons (inline SVG images) with the HTML; Lighthouse's simulation ran those requests beside
// the render-blocking stylesheet (/agent3: LCP 1.66× the minimal page's, against 1.43× for its
// first paint). Until then the figure shows the poster image under where the player goes, as it
// does under the player; without JavaScript the HTML's <noscript> player stands there instead.
import type { ComponentPropsWithoutRef } from 'react'
import { useHydrated } from '@/hooks/useHydrated'
import { AutoplayVideo } from './AutoplayVideo'

export interface FileVideoProps extends ComponentPropsWithoutRef<'video'> {
  /** Muted, looping, and playing while on screen (the schema's `autoplay`: AutoplayVideo). */
  autoplay?: boolean
}

/** The player, on the client only: in the server's HTML and while React hydrates, its box. */
export function FileVideo({ autoplay = false, ...props }: FileVideoProps) {
  // Until then a box like the player's (its class and ratio) keeps the figure's size.
  if (!useHydrated()) return <div className={props.className} style={props.style} />
  if (autoplay) return <AutoplayVideo {...props} />
  // eslint-disable-next-line jsx-a11y/media-has-caption -- the captions track is in `children`
  return <video {...props} />
}
