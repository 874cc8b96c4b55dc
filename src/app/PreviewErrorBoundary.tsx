'use client'
// Draft mode only (the root layout loads it there, with a Sanity project): a page that fails to
// render (a refresh after an edit met a CMS that failed or did not answer in time on a busy
// server, or any other error of the page) shows PreviewRecovery inside the layout instead of
// Next's whole-window error page, so SanityLive stays connected, and Next's `retry` renders the
// page again by itself: after 2 s, then twice as long after each failure in a row, at most 30 s
// apart. Published pages never load this: their render errors keep the last generated page (ISR).
import { catchError, type ErrorInfo } from 'next/error'
import { useCallback, useEffect, type ReactNode } from 'react'
import { PreviewRecovery } from '@/components/layout/PreviewBanner/PreviewRecovery'

const FIRST_RETRY_MS = 2000
const LONGEST_RETRY_MS = 30_000

/** Failures since the page last rendered (a retry that fails again waits longer). */
let failuresInARow = 0
/** "Try again now" had the focus when the last try began: it gets it back if that try fails. */
let retryHadFocus = false

function Recovery(_props: object, { retry }: ErrorInfo) {
  const retryInMs = Math.min(FIRST_RETRY_MS * 2 ** failuresInARow, LONGEST_RETRY_MS)
  const onRetry = useCallback(
    ({ hadFocus }: { hadFocus: boolean }) => {
      failuresInARow += 1
      retryHadFocus = hadFocus
      retry()
    },
    [retry],
  )
  // A failed retry mounts the notice anew: news only the first time, and the focus where it was.
  return (
    <PreviewRecovery
      retryInMs={retryInMs}
      onRetry={onRetry}
      announce={failuresInARow === 0}
      focusRetry={retryHadFocus}
    />
  )
}

const Boundary = catchError(Recovery)

/** Mounted with the page: the page rendered, so the next failure starts from the first delay. */
function Rendered() {
  useEffect(() => {
    failuresInARow = 0
    retryHadFocus = false
  }, [])
  return null
}

export function PreviewErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary>
      <Rendered />
      {children}
    </Boundary>
  )
}
