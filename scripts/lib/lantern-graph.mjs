// What Lighthouse's simulated (Lantern) FCP and LCP of a page are made of: each request and main-
// thread task of the simulation, with its simulated start and end. Used by scripts/lcp-graph.mjs.
//
// Lantern estimates a metric twice, from an optimistic and a pessimistic graph of what the page
// needed before that paint in the real (unthrottled) load, replayed on slow 4G and a 4x slower CPU;
// the metric is half of each. A request enters the LCP graphs when it ended before the real LCP,
// whatever its priority (low-priority images excepted): what loads before the first paint counts.

/** The simulated requests and tasks, by start time; `origin` is cut from same-site addresses. */
export function graphRows(nodeTimings, origin = '') {
  const rows = []
  for (const [node, timing] of nodeTimings) {
    const { startTime: start, endTime: end } = timing
    if (node.type === 'cpu') {
      const scripts = [...(node.getEvaluateScriptURLs?.() ?? [])].map((url) => url.split('/').pop())
      const what = scripts.length
        ? `runs ${scripts.join(', ')}`
        : node.didPerformLayout?.()
          ? 'layout'
          : 'task'
      // A CPU node's own times are the trace's, in microseconds.
      const observed = (node.endTime - node.startTime) / 1000
      rows.push({ start, end, kind: 'cpu', what, observed })
    } else {
      const { url, priority, transferSize } = node.request
      const shown = url.startsWith('data:') ? `${url.slice(0, 30)}…` : url.replace(origin, '')
      rows.push({ start, end, kind: 'network', what: `${priority} ${transferSize} B ${shown}` })
    }
  }
  return rows.sort((a, b) => a.start - b.start || a.end - b.end)
}

/** A table of `rows` under `label`, with the graph's end (its estimate before weighting). */
export function formatGraph(label, rows) {
  const end = Math.max(0, ...rows.map((row) => row.end))
  const lines = rows.map(
    ({ start, end: rowEnd, kind, what }) =>
      `  ${String(Math.round(start)).padStart(6)} → ${String(Math.round(rowEnd)).padStart(6)} ms  ${kind.padEnd(7)} ${what}`,
  )
  return [`${label}: ends at ${Math.round(end)} ms`, ...lines].join('\n')
}

/** Lighthouse's long-task threshold: a task blocks for what it lasts beyond this. */
const BLOCKING_MS = 50

/**
 * What a simulated Total Blocking Time is made of: each main-thread task of a TBT graph that lasts
 * at least 50 ms in the simulation, with its real (unthrottled) duration and the blocking time
 * Lighthouse counts for it (the part between `fcp` and `tti`, less 50 ms). Lighthouse's TBT is
 * the mean of its optimistic and pessimistic graphs', each clipped to that graph's own FCP and TTI
 * estimates; `fcp` and `tti` here are the reported ones, so the sum is close, not equal.
 */
export function blockingRows(nodeTimings, fcp, tti) {
  const rows = []
  for (const { kind, start, end, what, observed } of graphRows(nodeTimings)) {
    if (kind !== 'cpu' || end - start < BLOCKING_MS) continue
    const clipped = Math.min(end, tti) - Math.max(start, fcp)
    rows.push({ start, end, what, observed, blocking: Math.max(0, clipped - BLOCKING_MS) })
  }
  return rows
}

/** A table of `blockingRows` under `label`, with their sum. */
export function formatBlocking(label, rows) {
  const ms = (value) => `${String(Math.round(value)).padStart(6)}`
  const total = rows.reduce((sum, row) => sum + row.blocking, 0)
  const lines = rows.map(
    ({ start, end, what, observed, blocking }) =>
      `  ${ms(start)} → ${ms(end)} ms  blocks ${ms(blocking)} ms  (${observed.toFixed(1)} ms unthrottled) ${what}`,
  )
  return [`${label}: ${Math.round(total)} ms blocking`, ...lines].join('\n')
}
