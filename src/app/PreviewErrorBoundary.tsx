'use client'
// Draft mode only (the root layout loads it there, with a Sanity project): a page that fails to
// render from the CMS (a refresh after an edit met a CMS that did not answer, or timed out on a
// busy server) shows PreviewRecovery inside the layout instead of Next's whole-window error page,
// so SanityLive stays connected, and Next's `retry` renders the page again by itself: after 2 s,
// then twice as long after each failure in a row, at most 30 s apart. Published pages never load
// this: their render errors keep the last generated page (ISR).
import { catchError, type ErrorInfo } from 'next/error'
import { useCallback, useEffect, type ReactNode } from 'react'
import { PreviewRecovery } from '@/components/layout/PreviewBanner/PreviewRecovery'

const FIRST_RETRY_MS = 2000
const LONGEST_RETRY_MS = 30_000

/** Failures since the page last rendered (a retry that fails again waits longer). */
let failuresInARow = 0

function Recovery(_props: object, { retry }: ErrorInfo) {
  const retryInMs = Math.min(FIRST_RETRY_MS * 2 ** failuresInARow, LONGEST_RETRY_MS)
  const onRetry = useCallback(() => {
    failuresInARow += 1
    retry()
  }, [retry])
  return <PreviewRecovery retryInMs={retryInMs} onRetry={onRetry} />
}

const Boundary = catchError(Recovery)

/** Mounted with the page: the page rendered, so the next failure starts from the first delay. */
function Rendered() {
  useEffect(() => {
    failuresInARow = 0
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
