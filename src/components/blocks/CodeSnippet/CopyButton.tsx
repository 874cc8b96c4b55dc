'use client'
// The code snippet's one client part: copies the code and says so ("Copy" -> "Copied"), and
// the change is announced to screen-reader users through a polite live region.
import { useEffect, useState } from 'react'
import { checkGlyph, copyGlyph, SvgIcon } from '../../ui/Icon'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import * as S from './CopyButton.styles'

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
      <SvgIcon glyph={copied ? checkGlyph : copyGlyph} />
      <span aria-live="polite">
        {copied ? 'Copied' : 'Copy'}
        <VisuallyHidden>{copied ? ' to clipboard' : ' code'}</VisuallyHidden>
      </span>
    </S.CopyButton>
  )
}
