// Content model `videoFigure`: a video in the page (SPEC §3: rendered inline). A direct video
// file plays in the native player (preload none, the poster under it until then), its address through
// the video CDN rule (SPEC §3 Media source rules). A YouTube or Vimeo address plays in the page
// through a facade (VideoFacade: the poster and a play button, the platform's player only once
// pressed) when NEXT_PUBLIC_VIDEO_EMBEDS is 'on', the one setting under which the
// Content-Security-Policy allows the players' frames. Any other address, and a platform's with
// embeds off (the default), shows the poster as a link to watch the video there. The title is
// always the accessible name; the caption is the figcaption. WCAG 1.2.2 / 1.2.5: a captions file becomes the player's
// captions track, and a transcript is shown under the video behind a "Transcript" toggle.
import type { ComponentPropsWithoutRef } from 'react'
import { croppedSize, parseImageRef, videoSrc } from '@/lib/media'
import { isDirectVideoUrl, parsePlatformVideo, platformPlayerUrl } from './video'
import { safeHref } from '@/lib/safeValues'
import { TRANSPARENT_GIF_BASE64 } from '@/lib/transparentGif'
import { videoCdnHost } from '@/sanity/env'
import { CmsImage } from '../../ui/CmsImage'
import { playGlyph, SvgIcon } from '../../ui/Icon'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import type { VideoFigureValue } from '../types'
import { LazyFileVideo, LazyVideoFacade } from './LazyVideo'
import * as S from './VideoFigure.styles'

/** The poster's display width: sharp on the 960px-wide figure at 2x, without excess. */
export const POSTER_WIDTH = 1280
const FALLBACK_SIZE = { width: 1280, height: 720 }
/** A transparent 1×1 GIF: the player's poster over the poster image (issue 37). */
export const TRANSPARENT_POSTER = `data:image/gif;base64,${TRANSPARENT_GIF_BASE64}`

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'Deutsch', fr: 'Français' }

/** The captions track's label in the player's menu, from its language code. */
export function captionsLabel(language: string | null | undefined): string {
  const code = (language || 'en').toLowerCase()
  return LANGUAGE_NAMES[code.split('-')[0] ?? ''] ?? code
}

/** The poster's display size: its cropped size, at most POSTER_WIDTH wide; null without one. */
function posterSize(poster: VideoFigureValue['poster']) {
  const parsed = parseImageRef(poster?.image?.asset?._ref)
  if (!parsed) return null
  const cropped = croppedSize(parsed, poster?.image?.crop)
  const width = Math.min(cropped.width, POSTER_WIDTH)
  return { width, height: Math.round((width * cropped.height) / cropped.width) }
}

/** The video's box: its poster's display size, 16:9 when there is no poster. */
function posterBox(poster: VideoFigureValue['poster']) {
  return posterSize(poster) ?? FALLBACK_SIZE
}

/** The transcript's paragraphs: the editor separates them with an empty line. */
export function transcriptParagraphs(transcript: string | null | undefined): string[] {
  return (transcript ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

function Transcript({ text, title }: { text: string | null | undefined; title: string }) {
  const paragraphs = transcriptParagraphs(text)
  if (!paragraphs.length) return null
  return (
    <S.Transcript>
      <summary>
        Transcript<VisuallyHidden>: {title}</VisuallyHidden>
      </summary>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </S.Transcript>
  )
}

export interface VideoFigureProps extends Omit<ComponentPropsWithoutRef<'figure'>, 'children'> {
  /** The block as PAGE_QUERY projects it; `priority` marks the page's LCP image (issue 10). */
  value: VideoFigureValue & { priority?: boolean }
  /**
   * Play YouTube and Vimeo addresses in the page, behind the play-button facade. Default:
   * NEXT_PUBLIC_VIDEO_EMBEDS is 'on' (otherwise the poster links out to the platform).
   */
  videoEmbeds?: boolean
  /**
   * The player frame's address instead of the platform's. Default: the platform's player
   * (platformPlayerUrl). Stories point it at a self-contained stand-in (a data: URL), so that
   * pressing play in a story requests nothing.
   */
  playerSrc?: string
}

export function VideoFigure({ value, videoEmbeds, playerSrc, ...rest }: VideoFigureProps) {
  // Issue 9: the address becomes a link and a media source: allowed schemes only.
  const src = safeHref(videoSrc(value.videoUrl, videoCdnHost))
  const hasPoster = !!parseImageRef(value.poster?.image?.asset?._ref)
  if (!src && !hasPoster) return null
  const title = value.title || 'Video'
  const posterWidth = posterSize(value.poster)?.width ?? 0
  const caption = (value.caption || value.transcript) && (
    <S.Caption>
      {value.caption}
      <Transcript text={value.transcript} title={title} />
    </S.Caption>
  )
  const captionsSrc = videoSrc(value.captionsUrl, videoCdnHost)
  const track = captionsSrc ? (
    <track
      kind="captions"
      src={captionsSrc}
      srcLang={value.captionsLanguage || 'en'}
      label={captionsLabel(value.captionsLanguage)}
      default
    />
  ) : null

  if (src && isDirectVideoUrl(src)) {
    const poster = posterBox(value.poster)
    // Issue 37: the poster is an image under the player, not its `poster` attribute, which the
    // browser fetches at once wherever the video is (and React would preload, on this page and
    // on every page whose link prefetches it). As an image it loads lazily unless the video
    // opens the page, at the width the screen needs. The player's own poster is a transparent
    // pixel, through which it shows (without one Chromium paints the empty player grey), and its
    // box keeps the poster's ratio, which the pixel's would otherwise replace.
    const videoProps = {
      src,
      poster: hasPoster ? TRANSPARENT_POSTER : undefined,
      width: poster.width,
      height: poster.height,
      style: { aspectRatio: `${poster.width} / ${poster.height}` },
      controls: true,
      preload: 'none' as const,
      'aria-label': title,
      // A captions file on another host is fetched with CORS (the CMS CDN allows it).
      crossOrigin: /^https?:/.test(captionsSrc) ? ('anonymous' as const) : undefined,
    }
    // For a browser that cannot play it.
    const download = value.autoplay ? null : <a href={src}>Download the video: {title}</a>
    return (
      <S.Figure {...rest}>
        <S.Media>
          {hasPoster && (
            <S.PosterLayer>
              <CmsImage
                value={{ image: value.poster?.image }}
                width={posterWidth}
                sizes="(max-width: 960px) 100vw, 960px"
                priority={!!value.priority}
              />
            </S.PosterLayer>
          )}
          {/* Issue 37: the player comes with React (FileVideo), after the first paint. */}
          <S.Video as={LazyFileVideo} autoplay={!!value.autoplay} {...videoProps}>
            {track}
            {download}
          </S.Video>
          <noscript>
            {/* eslint-disable-next-line jsx-a11y/media-has-caption -- `track`, when there are captions */}
            <video
              {...videoProps}
              style={{ ...videoProps.style, position: 'absolute', inset: 0, height: '100%' }}
            >
              {track}
              {download}
            </video>
          </noscript>
        </S.Media>
        {caption}
      </S.Figure>
    )
  }

  const posterImage = hasPoster ? (
    <CmsImage
      value={{ image: value.poster?.image }}
      width={posterWidth}
      sizes="(max-width: 960px) 100vw, 960px"
      priority={!!value.priority}
    />
  ) : (
    <S.Placeholder />
  )
  const embeds = videoEmbeds ?? process.env.NEXT_PUBLIC_VIDEO_EMBEDS === 'on'
  const platformVideo = embeds ? parsePlatformVideo(src) : null
  const player = platformVideo && (playerSrc ?? platformPlayerUrl(platformVideo))
  if (player) {
    const poster = posterBox(value.poster)
    return (
      <S.Figure {...rest}>
        <S.Media>
          <LazyVideoFacade
            title={title}
            playerSrc={player}
            ratio={`${poster.width} / ${poster.height}`}
          >
            {/* The button's name names the video, so the poster is decorative inside it. */}
            {posterImage}
          </LazyVideoFacade>
        </S.Media>
        {caption}
      </S.Figure>
    )
  }

  // Not a file the browser can play: the poster links to where the video can be watched.
  return (
    <S.Figure {...rest}>
      <S.Media>
        {src ? (
          <S.WatchLink href={src} target="_blank" rel="noopener noreferrer">
            {/* The link's text names the video, so the poster is decorative inside it. */}
            {posterImage}
            <S.Overlay>
              <S.PlayCircle>
                <SvgIcon glyph={playGlyph} />
              </S.PlayCircle>
            </S.Overlay>
            <S.WatchLabel>
              Watch video<VisuallyHidden>: {title} (opens in a new tab)</VisuallyHidden>
            </S.WatchLabel>
          </S.WatchLink>
        ) : (
          <CmsImage
            value={value.poster}
            width={posterWidth}
            sizes="(max-width: 960px) 100vw, 960px"
            priority={!!value.priority}
          />
        )}
      </S.Media>
      {caption}
    </S.Figure>
  )
}
