// Third-party scripts by address (DESIGN §4.8): added to the page once, async, never in the
// critical path. The page's Content-Security-Policy allows exactly the configured hosts.

/** Loads a script once; resolves when it has run, rejects when it fails to load. */
export function loadScript(src: string, id: string): Promise<void> {
  const existing = document.getElementById(id)
  if (existing) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.id = id
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove() // a retry adds it again
      reject(new Error(`${src} did not load`))
    }
    document.head.appendChild(script)
  })
}

/** Runs `callback` after the window's load event, or now when the page has already loaded. */
export function afterWindowLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback()
    return () => {}
  }
  window.addEventListener('load', callback, { once: true })
  return () => window.removeEventListener('load', callback)
}

/** Events that show a visitor is using the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const
/** How long after the load event the analytics libraries wait for a visitor's first move. */
export const ANALYTICS_DEFER_MS = 4000

/**
 * Runs `callback` when the visitor first interacts with the page (press, key, touch, wheel,
 * scroll) or, without one, `deferMs` after the load event once the main thread is idle. The
 * analytics libraries are ~100 KB of JavaScript to parse and start: this keeps that work out of
 * the first seconds, when the visitor's own first interactions need the main thread. Calls made
 * meanwhile are queued by the facade and sent once the libraries arrive; a visit that ends within
 * those seconds without any interaction is not reported.
 */
export function onFirstInteractionOrIdle(
  callback: () => void,
  deferMs = ANALYTICS_DEFER_MS,
): () => void {
  let done = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let idle: number | undefined
  const cleanup = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, run, true)
    if (timer !== undefined) clearTimeout(timer)
    if (idle !== undefined && 'cancelIdleCallback' in window) window.cancelIdleCallback(idle)
    cancelLoad()
  }
  function run() {
    if (done) return
    done = true
    cleanup()
    callback()
  }
  for (const type of INTERACTIONS) {
    window.addEventListener(type, run, { capture: true, passive: true, once: true })
  }
  const cancelLoad = afterWindowLoad(() => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 2000 })
      else run()
    }, deferMs)
  })
  return () => {
    done = true
    cleanup()
  }
}
