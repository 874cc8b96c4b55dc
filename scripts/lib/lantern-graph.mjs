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
      rows.push({ start, end, kind: 'cpu', what })
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
