'use client'
// The code snippet's one client part: copies the code and says so ("Copy" -> "Copied"), and
// the change is announced to screen-reader users through a polite live region.
import { useEffect, useState } from 'react'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import * as S from './CodeSnippet.styles'

/** How long "Copied" stays before the button reads "Copy" again. */
export const COPIED_RESET_MS = 2000

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string
}

export function CopyButton({ text }: CopyButtonProps) {
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      // No clipboard (permissions, insecure context): the code stays selectable by hand.
    }
  }

  return (
    <S.CopyButton type="button" onClick={copy} data-copied={copied ? '' : undefined}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none">
        {copied ? (
          <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        ) : (
          <>
            <rect
              x="5"
              y="5"
              width="8.5"
              height="8.5"
              rx="1.5"
              stroke="currentColor"
              strokeWidth="1.5"
            />
            <path
              d="M10.5 3.5V3A1.5 1.5 0 0 0 9 1.5H3A1.5 1.5 0 0 0 1.5 3v6A1.5 1.5 0 0 0 3 10.5h.5"
              stroke="currentColor"
              strokeWidth="1.5"
            />
          </>
        )}
      </svg>
      <span aria-live="polite">
        {copied ? 'Copied' : 'Copy'}
        <VisuallyHidden>{copied ? ' to clipboard' : ' code'}</VisuallyHidden>
      </span>
    </S.CopyButton>
  )
}
