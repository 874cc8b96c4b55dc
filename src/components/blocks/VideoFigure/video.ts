// SPEC §3 videoFigure: a direct video file plays in a native <video>; any other address (a
// video platform's page) is shown as its poster with a link to watch it there.

/** File extensions a browser's <video> element plays directly. */
export const DIRECT_VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogv', 'ogg', 'mov', 'm4v'] as const

const DIRECT_VIDEO = new RegExp(`\\.(${DIRECT_VIDEO_EXTENSIONS.join('|')})$`, 'i')

/** True when `url` points at a video file (by its path's extension; query and hash ignored). */
export function isDirectVideoUrl(url: string | null | undefined): boolean {
  if (!url) return false
  let pathname: string
  try {
    pathname = new URL(url, 'http://relative.invalid').pathname
  } catch {
    return false
  }
  return DIRECT_VIDEO.test(pathname)
}

// Issue 11 item 6: a video platform's page (YouTube, Vimeo) plays through a facade in the page
// when embeds are on. Only the platform and the video id are taken from the editor's address;
// the player's address is built from fixed origins, so nothing else of the value reaches it.

export type VideoPlatform = 'youtube' | 'vimeo'

/** A video on a platform: which one and the video's id there. */
export interface PlatformVideo {
  platform: VideoPlatform
  id: string
}

/** The platform's name as visitors know it. */
export const PLATFORM_NAMES: Record<VideoPlatform, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
}

/** A YouTube video id: exactly 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
/** A Vimeo video id: digits only. */
const VIMEO_ID = /^[0-9]{1,12}$/

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com'])

/** The path's segments ('/embed/abc' → ['embed', 'abc']); a trailing slash is allowed. */
function segments(pathname: string): string[] {
  return pathname.replace(/\/$/, '').split('/').slice(1)
}

function youtubeId(url: URL): string | null {
  const parts = segments(url.pathname)
  if (url.hostname === 'youtu.be') return parts.length === 1 ? parts[0]! : null
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null
  if (parts.length === 1 && parts[0] === 'watch') return url.searchParams.get('v')
  if (parts.length === 2 && (parts[0] === 'embed' || parts[0] === 'shorts')) return parts[1]!
  return null
}

function vimeoId(url: URL): string | null {
  const parts = segments(url.pathname)
  if (VIMEO_HOSTS.has(url.hostname)) return parts.length === 1 ? parts[0]! : null
  if (url.hostname === 'player.vimeo.com')
    return parts.length === 2 && parts[0] === 'video' ? parts[1]! : null
  return null
}

/**
 * The platform and id of a YouTube address (youtube.com/watch?v=, youtu.be/, youtube.com/embed/,
 * youtube.com/shorts/) or a Vimeo one (vimeo.com/<id>, player.vimeo.com/video/<id>); null for
 * anything else: another host, another scheme (javascript:, data:), credentials or a port in
 * the address, an id of the wrong shape. A null address is shown as a link, never embedded.
 */
export function parsePlatformVideo(value: string | null | undefined): PlatformVideo | null {
  if (typeof value !== 'string') return null
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password || url.port) return null
  const youtube = youtubeId(url)
  if (youtube !== null)
    return YOUTUBE_ID.test(youtube) ? { platform: 'youtube', id: youtube } : null
  const vimeo = vimeoId(url)
  if (vimeo !== null) return VIMEO_ID.test(vimeo) ? { platform: 'vimeo', id: vimeo } : null
  return null
}

/**
 * The platform's player for the video, started at once (it loads only when the visitor has
 * pressed play); null for an id of the wrong shape. YouTube's privacy-enhanced host sets no cookie until playback; Vimeo's `dnt=1`
 * stops its player tracking the session.
 */
export function platformPlayerUrl(video: PlatformVideo): string | null {
  // The id is checked again here: this is the one place a value becomes a frame's address.
  if (video.platform === 'youtube' && YOUTUBE_ID.test(video.id))
    return `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`
  if (video.platform === 'vimeo' && VIMEO_ID.test(video.id))
    return `https://player.vimeo.com/video/${video.id}?autoplay=1&dnt=1`
  return null
}
