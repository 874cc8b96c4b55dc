// Issue 11 item 6: the `mapEmbed` block. With a Maps Embed API key the map is Google's embed
// frame; without one the block shows the address with a link to Google Maps (no request at all).
// The editor's values go into the addresses only as encoded query parameters.

export type MapMode = 'place' | 'search'

/** The Maps Embed API's zoom levels: 1 shows the world, 21 single buildings. */
export const MIN_ZOOM = 1
export const MAX_ZOOM = 21

/** The zoom when it is a whole number in range, else undefined (Google Maps chooses). */
export function mapZoom(zoom: number | null | undefined): number | undefined {
  return typeof zoom === 'number' && Number.isInteger(zoom) && zoom >= MIN_ZOOM && zoom <= MAX_ZOOM
    ? zoom
    : undefined
}

/** The editor's choice of height in px; without one the map keeps an aspect ratio. */
export const MIN_MAP_HEIGHT = 200
export const MAX_MAP_HEIGHT = 800

/** The height when it is a whole number of px in range, else undefined (the aspect ratio). */
export function mapHeight(height: number | null | undefined): number | undefined {
  return typeof height === 'number' &&
    Number.isInteger(height) &&
    height >= MIN_MAP_HEIGHT &&
    height <= MAX_MAP_HEIGHT
    ? height
    : undefined
}

/** The block's mode: 'search' when the editor chose it, else 'place' (the default). */
export function mapMode(mode: string | null | undefined): MapMode {
  return mode === 'search' ? 'search' : 'place'
}

/** The query as the map is asked for it: trimmed, with runs of white space as one space. */
export function mapQuery(query: string | null | undefined): string {
  return typeof query === 'string' ? query.replace(/\s+/g, ' ').trim() : ''
}

export interface MapsEmbedOptions {
  apiKey: string
  query: string
  mode?: string | null
  zoom?: number | null
}

/**
 * The Maps Embed API frame's address (https://www.google.com/maps/embed/v1/<mode>?key=…&q=…),
 * or null without a key or a query.
 */
export function mapsEmbedUrl({ apiKey, query, mode, zoom }: MapsEmbedOptions): string | null {
  const key = apiKey.trim()
  const q = mapQuery(query)
  if (!key || !q) return null
  const url = new URL(`https://www.google.com/maps/embed/v1/${mapMode(mode)}`)
  url.searchParams.set('key', key)
  url.searchParams.set('q', q)
  const level = mapZoom(zoom)
  if (level !== undefined) url.searchParams.set('zoom', String(level))
  return url.toString()
}

/** Google Maps' search for the query, the link shown without a key (Maps URLs, api=1). */
export function mapsSearchUrl(query: string | null | undefined): string | null {
  const q = mapQuery(query)
  if (!q) return null
  const url = new URL('https://www.google.com/maps/search/')
  url.searchParams.set('api', '1')
  url.searchParams.set('query', q)
  return url.toString()
}
