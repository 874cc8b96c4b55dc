'use client'
// What an editor sees in draft mode when the page could not be rendered (most often a refresh
// after an edit met a CMS that failed or did not answer): instead of Next's "This page couldn't
// load", a notice that says what happened and tries again by itself, with the way out of the
// preview still at hand. src/app/PreviewErrorBoundary.tsx shows it and gives it `onRetry`.
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { FALLBACK_PRODUCT_NAME } from '@/lib/site'
import { Button } from '../../ui/Button'
import { Notice } from '../NoticePage/Notice'
import { PreviewBanner } from './PreviewBanner'

export interface PreviewRecoveryProps {
  /**
   * Renders the page again from the server (Next's `retry`); `hadFocus`: "Try again now" had the
   * focus when the try began (give it `focusRetry` if the notice comes back).
   */
  onRetry: (attempt: { hadFocus: boolean }) => void
  /** When to call `onRetry` by itself, in milliseconds from showing. */
  retryInMs: number
  /**
   * Whether the notice is news: an alert the first time it shows; after a retry that failed again
   * it comes back as plain text, so that a screen reader does not repeat it every few seconds.
   */
  announce?: boolean
  /** Puts the focus on "Try again now" when shown (it was there when the last try began). */
  focusRetry?: boolean
  /** Where the banner's "Exit preview" posts (PreviewBanner's default: this page). */
  exitAction?: string
}

export function PreviewRecovery({
  onRetry,
  retryInMs,
  announce = true,
  focusRetry = false,
  exitAction,
}: PreviewRecoveryProps) {
  const [trying, setTrying] = useState(false)
  const retryButton = useRef<HTMLButtonElement>(null)
  const tryAgain = () => {
    setTrying(true)
    onRetry({
      hadFocus: !!document.activeElement && document.activeElement === retryButton.current,
    })
  }
  const tryAgainByItself = useEffectEvent(tryAgain)
  useEffect(() => {
    if (focusRetry) retryButton.current?.focus()
  }, [focusRetry])
  useEffect(() => {
    if (trying) return
    const timer = setTimeout(tryAgainByItself, retryInMs)
    return () => clearTimeout(timer)
  }, [retryInMs, trying])
  const seconds = Math.max(1, Math.round(retryInMs / 1000))
  return (
    <>
      {/* The page's own title went with the page: say what the window shows now. */}
      <title>{`Preview could not load | ${FALLBACK_PRODUCT_NAME}`}</title>
      <main id="main">
        <Notice eyebrow="Preview" title="The latest drafts could not be loaded">
          <p role={announce ? 'alert' : undefined}>
            This page could not be rendered from the latest drafts; the CMS may not have answered.{' '}
            {trying
              ? 'Trying again…'
              : `The preview tries again by itself in ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and shows your drafts as soon as it can.`}
          </p>
          <Button
            ref={retryButton}
            type="button"
            variant="secondary"
            size="small"
            onClick={() => {
              if (!trying) tryAgain()
            }}
          >
            Try again now
          </Button>
        </Notice>
      </main>
      <PreviewBanner exitAction={exitAction} />
    </>
  )
}

export default PreviewRecovery
