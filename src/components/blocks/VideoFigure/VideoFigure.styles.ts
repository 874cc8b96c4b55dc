import styled from 'styled-components'
import { media, theme } from '@/theme'
import { figureCaption } from '@/theme/fragments'
import { accentTint, frameStyles, hairline } from '../BlockFrame'

export const Figure = styled.figure`
  ${frameStyles}
  max-width: ${theme.layout.mediaWidth};
  margin-inline: auto;
`

/** The video's box keeps its aspect ratio before anything loads (no layout shift). */
export const Media = styled.div`
  position: relative;
  overflow: hidden;
  border: ${hairline};
  border-radius: ${theme.radius.large};
  background: ${theme.color.accentBackground};
  video,
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`

/**
 * The player, over its poster: without a frame yet it paints nothing of its own (the box's
 * background shows where there is no poster).
 */
export const Video = styled.video`
  position: relative;
`

/**
 * A video file's poster (issue 37: a lazy image) under the player. The player's box has the
 * poster's ratio, so the image (full width, as every image in Media) fills it.
 */
export const PosterLayer = styled.div`
  position: absolute;
  inset: 0;
`

/** The poster as a link to watch the video on its own page. */
export const WatchLink = styled.a`
  position: relative;
  display: block;
  color: ${theme.color.text};
  text-decoration: none;
  &:focus-visible {
    outline-offset: -4px;
  }
`

export const Placeholder = styled.span`
  display: block;
  aspect-ratio: 16 / 9;
  background-image: radial-gradient(80% 80% at 50% 40%, ${accentTint(22)}, transparent 70%);
`

export const Overlay = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`

/**
 * The platform facade's box: the poster's aspect ratio, kept when the player replaces the poster
 * (no layout shift); the poster covers it, the player fills it.
 */
export const FacadeBox = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

/** The poster as the play button: pressing it loads the platform's player in its place. */
export const PlayButton = styled.button`
  position: absolute;
  inset: 0;
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline-offset: -4px;
  }
  ${Placeholder} {
    height: 100%;
  }
`

export const PlayerFrame = styled.iframe`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
  &:focus-visible {
    outline-offset: -4px;
  }
`

export const PlayCircle = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  color: ${theme.color.background};
  box-shadow: 0 12px 32px -8px color-mix(in srgb, ${theme.color.accent} 60%, transparent);
  transition: transform ${theme.duration.fast} ease;
  ${WatchLink}:hover &,
  ${PlayButton}:hover & {
    transform: scale(1.06);
  }
  ${media.laptop} {
    width: 80px;
    height: 80px;
  }
  svg {
    width: 40%;
    height: 40%;
    margin-left: 6%;
  }
`

export const WatchLabel = styled.span`
  position: absolute;
  left: ${theme.space.s4};
  bottom: ${theme.space.s4};
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${theme.space.s4};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.background};
  color: ${theme.color.text};
  font-size: ${theme.fontSize[40]};
  font-weight: ${theme.fontWeight.semibold};
`

export const Caption = styled.figcaption`
  ${figureCaption}
  text-align: center;
`

/**
 * The transcript toggle under the video: native details/summary, keyboard and AT ready.
 *
 * inline-flex drops the native marker: draw one that turns when the transcript is open.
 */
export const Transcript = styled.details`
  margin-top: ${theme.space.s3};
  text-align: left;
  color: ${theme.color.text};
  summary {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.s2};
    min-height: 44px;
    font-weight: ${theme.fontWeight.semibold};
    cursor: pointer;
    &::before {
      content: '';
      width: 0;
      height: 0;
      border-block: 5px solid transparent;
      border-inline-start: 7px solid currentColor;
      transition: transform ${theme.duration.fast} ease;
    }
  }
  &[open] summary::before {
    transform: rotate(90deg);
  }
  p {
    margin-top: ${theme.space.s2};
    max-width: ${theme.layout.readingWidth};
  }
`
