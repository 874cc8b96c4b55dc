'use client'
// Issue 11 item 6: a video platform's player behind a facade. Until the visitor presses play the
// page holds only the block's own poster and a real button ("Play video: <title>"): nothing of
// the platform is requested, no cookie, no script. Pressing it puts the player's frame in the
// poster's box (same size, no layout shift), started at once, and moves focus onto the frame so
// keyboard and screen-reader users land in the player.
//
// Why not @next/third-parties' YouTubeEmbed: it wraps paulirish/lite-youtube-embed, whose script
// and stylesheet it loads from cdn.jsdelivr.net (the unpinned @master branch) while the page is
// idle, before any press, and whose element then fetches its thumbnail from i.ytimg.com. That is
// a third-party script before play, blocked by our Content-Security-Policy (script-src allows no
// such host, and static pages allow inline scripts only by hash). It is YouTube-only as well.
// This facade is a button, a state and an iframe.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { playGlyph, SvgIcon } from '../../ui/Icon'
import * as S from './VideoFigure.styles'

/** What the player frame may do: start playing, play protected media, float, go full screen. */
export const PLAYER_ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen'

export interface VideoFacadeProps {
  /** The video's title: the button's name ("Play video: …") and the player frame's title. */
  title: string
  /** The player frame's address, loaded only once play is pressed. */
  playerSrc: string
  /** The box's aspect ratio as CSS ("16 / 9"): the poster's, kept by the player. */
  ratio: string
  /** The poster (decorative: the button's name names the video). */
  children: ReactNode
}

export function VideoFacade({ title, playerSrc, ratio, children }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  // The button is gone once the player is there: focus follows onto the player's frame.
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  return (
    <S.FacadeBox $ratio={ratio}>
      {playing ? (
        <S.PlayerFrame
          ref={frame}
          src={playerSrc}
          title={title}
          allow={PLAYER_ALLOW}
          allowFullScreen
        />
      ) : (
        // One name, exactly "Play video: <title>", whatever the label's layout does to the text
        // (its visible words come first, WCAG 2.5.3).
        <S.PlayButton
          type="button"
          aria-label={`Play video: ${title}`}
          onClick={() => setPlaying(true)}
        >
          {children}
          <S.Overlay>
            <S.PlayCircle>
              <SvgIcon glyph={playGlyph} />
            </S.PlayCircle>
          </S.Overlay>
          <S.WatchLabel>Play video</S.WatchLabel>
        </S.PlayButton>
      )}
    </S.FacadeBox>
  )
}
