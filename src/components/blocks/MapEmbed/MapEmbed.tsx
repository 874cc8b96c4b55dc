// Content model `mapEmbed` (issue 11 item 6): a Google Map of a place or a search.
//
// With NEXT_PUBLIC_GOOGLE_MAPS_API_KEY set, the Maps Embed API frame, lazily loaded, in a box
// sized before it loads (the editor's height, else an aspect ratio), named by the block's title.
// Without a key nothing is requested from Google: a card shows the address with a link to open it
// in Google Maps. The Content-Security-Policy allows the frame (frame-src https://www.google.com)
// only when the key is set (src/server/http/securityHeaders.ts).
//
// Why not @next/third-parties' GoogleMapsEmbed: it does render a script-free iframe with
// loading="lazy", but it builds that iframe as an HTML string (third-party-capital's createHtml)
// without escaping attribute values and writes it with dangerouslySetInnerHTML, so a quote in the
// editor's title would end the attribute and inject markup; it is a client component (a
// performance.mark in an effect) around a wrapper with inline pixel sizes that fights the
// aspect-ratio box; and its address is fixed, so stories could not keep the frame off the
// network. The same iframe, rendered here by React (which escapes every attribute), has none of
// these problems.
import type { ComponentPropsWithoutRef } from 'react'
import { mapHeight, mapQuery, mapsEmbedUrl, mapsSearchUrl } from '@/lib/maps'
import { pinGlyph, SvgIcon } from '../../ui/Icon'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import type { MapEmbedValue } from '../types'
import * as S from './MapEmbed.styles'

export interface MapEmbedProps extends Omit<ComponentPropsWithoutRef<'figure'>, 'children'> {
  /** The block as PAGE_QUERY projects it. */
  value: MapEmbedValue
  /** The Maps Embed API key. Default: NEXT_PUBLIC_GOOGLE_MAPS_API_KEY (none: the address card). */
  apiKey?: string
  /**
   * The map frame's address instead of Google's, when there is a key. Default: the Maps Embed
   * API address built from the key and the block. Stories point it at a self-contained stand-in
   * (a data: URL), so that they never request anything from Google.
   */
  frameSrc?: string
}

/**
 * "Open in Google Maps", in a new tab (said to screen-reader users as the site's other external
 * links do). Its context, the address or the map just before it, tells which place it opens.
 */
function OpenInMaps({ href }: { href: string }) {
  return (
    <S.OpenLink href={href} target="_blank" rel="noopener noreferrer">
      Open in Google Maps<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      <span aria-hidden="true"> ↗</span>
    </S.OpenLink>
  )
}

export function MapEmbed({ value, apiKey, frameSrc, ...rest }: MapEmbedProps) {
  const query = mapQuery(value.query)
  const searchUrl = mapsSearchUrl(query)
  if (!searchUrl) return null
  const title = value.title?.trim() || `Map: ${query}`
  const key = apiKey ?? process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY ?? ''
  const embedUrl = mapsEmbedUrl({ apiKey: key, query, mode: value.mode, zoom: value.zoom })

  if (embedUrl) {
    return (
      <S.Figure {...rest}>
        <S.MapBox $height={mapHeight(value.height)}>
          <iframe
            title={title}
            src={frameSrc ?? embedUrl}
            loading="lazy"
            allowFullScreen
            // The key's website restriction needs the site's origin, and no more of the address.
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </S.MapBox>
        <S.Footer>
          <span>{value.caption}</span>
          <OpenInMaps href={searchUrl} />
        </S.Footer>
      </S.Figure>
    )
  }

  return (
    <S.Figure {...rest}>
      <S.Card>
        <S.Pin>
          <SvgIcon glyph={pinGlyph} />
        </S.Pin>
        <S.CardBody>
          <S.Address>{query}</S.Address>
          <OpenInMaps href={searchUrl} />
        </S.CardBody>
      </S.Card>
      {value.caption && <S.Caption>{value.caption}</S.Caption>}
    </S.Figure>
  )
}
