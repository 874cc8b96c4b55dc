// Issue 11, item 1: the one analytics interface the site's components call. Calls go to every
// backend that has been attached (Segment, PostHog: each loads after the page is interactive, and
// only when configured); calls made before a backend arrives are queued and replayed to it, so
// none is lost. Nothing here throws: a failing backend never breaks the page or the other backends.

import { stegaClean } from '@sanity/client/stega'

export type AnalyticsProps = Record<string, unknown>

/** What a backend (a loaded analytics library) receives. */
export interface AnalyticsBackend {
  page(name: string): void
  identify(traits: AnalyticsProps): void
  track(event: string, props: AnalyticsProps): void
  setPersonProperties(props: AnalyticsProps): void
}

type Call =
  | { method: 'page'; args: [string] }
  | { method: 'identify' | 'setPersonProperties'; args: [AnalyticsProps] }
  | { method: 'track'; args: [string, AnalyticsProps] }

/** Calls kept for backends still loading; the oldest go first past this (a long-open tab). */
export const MAX_QUEUED_CALLS = 200

const queue: Call[] = []
const backends: AnalyticsBackend[] = []

function deliver(backend: AnalyticsBackend, call: Call) {
  try {
    ;(backend[call.method] as (...args: unknown[]) => void)(...call.args)
  } catch {
    // A backend's failure stays its own.
  }
}

function dispatch(dirty: Call) {
  // Names taken from text on the page (link texts, page titles) carry stega in the Presentation
  // tool (issue 35): analytics gets them clean.
  const call = { ...dirty, args: stegaClean(dirty.args) } as Call
  queue.push(call)
  if (queue.length > MAX_QUEUED_CALLS) queue.shift()
  for (const backend of backends) deliver(backend, call)
}

export const analytics = {
  page: (name: string) => dispatch({ method: 'page', args: [name] }),
  identify: (traits: AnalyticsProps) => dispatch({ method: 'identify', args: [traits] }),
  track: (event: string, props: AnalyticsProps = {}) =>
    dispatch({ method: 'track', args: [event, props] }),
  setPersonProperties: (props: AnalyticsProps) =>
    dispatch({ method: 'setPersonProperties', args: [props] }),
}

/**
 * Attaches a backend: it first gets every call made so far (in order), then every later one.
 * Returns a function that detaches it.
 */
export function attachAnalyticsBackend(backend: AnalyticsBackend): () => void {
  for (const call of queue) deliver(backend, call)
  backends.push(backend)
  return () => {
    const index = backends.indexOf(backend)
    if (index >= 0) backends.splice(index, 1)
  }
}

/** Tests only: forget the queue and every backend. */
export function resetAnalyticsForTests() {
  queue.length = 0
  backends.length = 0
}
