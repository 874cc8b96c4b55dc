// @vitest-environment jsdom
// SPEC §7 File download, §8.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fileDownloadUrl, startFileDownload } from './fileDownload'

afterEach(() => vi.restoreAllMocks())

describe('fileDownloadUrl', () => {
  it("is url + '?dl=' + originalFilename", () => {
    expect(fileDownloadUrl({ url: '/files/a.pdf', originalFilename: 'guide.pdf' })).toBe(
      '/files/a.pdf?dl=guide.pdf',
    )
    expect(
      fileDownloadUrl({
        url: 'https://cdn.sanity.io/files/p/d/a.pdf',
        originalFilename: 'a b.pdf',
      }),
    ).toBe('https://cdn.sanity.io/files/p/d/a.pdf?dl=a%20b.pdf')
    expect(fileDownloadUrl({ url: '/a.pdf?v=2', originalFilename: 'a.pdf' })).toBe(
      '/a.pdf?v=2&dl=a.pdf',
    )
  })

  it('is null without a url or a filename', () => {
    expect(fileDownloadUrl(null)).toBeNull()
    expect(fileDownloadUrl({ url: null, originalFilename: 'a.pdf' })).toBeNull()
    expect(fileDownloadUrl({ url: '/a.pdf', originalFilename: ' ' })).toBeNull()
  })
})

describe('startFileDownload', () => {
  it('clicks a download link for the file and removes it', () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.getAttribute('href')).toBe('/files/a.pdf?dl=guide.pdf')
      expect(this.download).toBe('guide.pdf')
      expect(this.isConnected).toBe(true)
    })
    expect(startFileDownload({ url: '/files/a.pdf', originalFilename: 'guide.pdf' })).toBe(true)
    expect(click).toHaveBeenCalledTimes(1)
    expect(document.querySelector('a')).toBeNull()
  })

  it('logs an incomplete file and downloads nothing', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click')
    expect(startFileDownload({ url: '/files/a.pdf', originalFilename: null })).toBe(false)
    expect(click).not.toHaveBeenCalled()
    expect(consoleError).toHaveBeenCalledTimes(1)
  })
})
