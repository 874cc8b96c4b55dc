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
