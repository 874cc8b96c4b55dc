'use client'
// What an editor sees in draft mode when the page could not be rendered from the CMS (a refresh
// after an edit met a CMS that did not answer): instead of Next's "This page couldn't load", a
// notice that says what happened and tries again by itself, with the way out of the preview still
// at hand. src/app/PreviewErrorBoundary.tsx shows it and gives it `onRetry`.
import { useEffect } from 'react'
import { FALLBACK_PRODUCT_NAME } from '@/lib/site'
import { Button } from '../../ui/Button'
import { Notice } from '../NoticePage/Notice'
import { PreviewBanner } from './PreviewBanner'

export interface PreviewRecoveryProps {
  /** Renders the page again from the server (Next's `retry`). */
  onRetry: () => void
  /** When to call `onRetry` by itself, in milliseconds from showing. */
  retryInMs: number
  /** Where the banner's "Exit preview" posts (PreviewBanner's default: this page). */
  exitAction?: string
}

export function PreviewRecovery({ onRetry, retryInMs, exitAction }: PreviewRecoveryProps) {
  useEffect(() => {
    const timer = setTimeout(onRetry, retryInMs)
    return () => clearTimeout(timer)
  }, [onRetry, retryInMs])
  const seconds = Math.max(1, Math.round(retryInMs / 1000))
  return (
    <>
      {/* The page's own title went with the page: say what the window shows now. */}
      <title>{`Preview could not load | ${FALLBACK_PRODUCT_NAME}`}</title>
      <main id="main">
        <Notice eyebrow="Preview" title="The latest drafts could not be loaded">
          <p role="alert">
            The page’s content could not be read from the CMS. The preview tries again by itself in{' '}
            {seconds} {seconds === 1 ? 'second' : 'seconds'} and shows your drafts as soon as it
            can.
          </p>
          <Button type="button" variant="secondary" size="small" onClick={onRetry}>
            Try again now
          </Button>
        </Notice>
      </main>
      <PreviewBanner exitAction={exitAction} />
    </>
  )
}

export default PreviewRecovery
