// SPEC §7 File download, §8; DESIGN §4.5. On a successful submission of a gated form the browser
// goes to `fileDownload.url + '?dl=' + originalFilename` (the CMS CDN answers `?dl=` with an
// attachment of that name); a missing url or filename is logged and nothing is downloaded.

export interface FileDownloadLike {
  url?: string | null
  originalFilename?: string | null
}

/** The download address, or null when the url or the filename is missing. */
export function fileDownloadUrl(file: FileDownloadLike | null | undefined): string | null {
  const url = file?.url?.trim()
  const filename = file?.originalFilename?.trim()
  if (!url || !filename) return null
  // SPEC's '?dl='; '&dl=' only if the CMS ever hands over a URL with a query of its own.
  return `${url}${url.includes('?') ? '&' : '?'}dl=${encodeURIComponent(filename)}`
}

/**
 * Starts the download: a link with `download` saves a same-origin file (the embedded dataset's
 * copy in public/) under its name without leaving the page; for the CMS CDN (another origin) the
 * `?dl=` answer is an attachment, so the page stays too. Returns false (and logs) when the file
 * is incomplete.
 */
export function startFileDownload(
  file: FileDownloadLike | null | undefined,
  doc: Document = document,
): boolean {
  const href = fileDownloadUrl(file)
  if (!href) {
    console.error('The form has a file download without a url or a filename', file)
    return false
  }
  const link = doc.createElement('a')
  link.href = href
  link.download = file?.originalFilename?.trim() ?? ''
  link.rel = 'noopener'
  link.hidden = true
  doc.body.appendChild(link)
  link.click()
  link.remove()
  return true
}
