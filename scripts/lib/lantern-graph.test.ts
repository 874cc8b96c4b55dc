import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script module without types
import { blockingRows, formatBlocking, formatGraph, graphRows } from './lantern-graph.mjs'

const request = (url: string, priority: string, transferSize: number) => ({
  type: 'network',
  request: { url, priority, transferSize },
})
// A main-thread task as the trace had it: `observedMs` long, unthrottled (its times in µs).
const task = (scripts: string[], layout: boolean, observedMs = 10) => ({
  type: 'cpu',
  startTime: 5_000_000,
  endTime: 5_000_000 + observedMs * 1000,
  getEvaluateScriptURLs: () => new Set(scripts),
  didPerformLayout: () => layout,
})

describe('graphRows and formatGraph', () => {
  const timings = new Map<object, { startTime: number; endTime: number }>([
    [
      request('http://127.0.0.1:3000/site.css', 'VeryHigh', 10620),
      { startTime: 760, endTime: 921 },
    ],
    [request('http://127.0.0.1:3000/', 'VeryHigh', 20581), { startTime: 0, endTime: 760 }],
    [task([], true), { startTime: 802, endTime: 935.4 }],
    [
      task(['http://127.0.0.1:3000/_next/static/chunks/a.js'], false),
      { startTime: 921, endTime: 950 },
    ],
    [
      request(`data:image/png;base64,${'A'.repeat(200)}`, 'Low', 0),
      { startTime: 760, endTime: 762 },
    ],
  ])

  it('lists requests and tasks by simulated start, same-site addresses without their origin', () => {
    const rows = graphRows(timings, 'http://127.0.0.1:3000')
    expect(
      rows.map((row: { start: number; kind: string; what: string }) => [
        row.start,
        row.kind,
        row.what,
      ]),
    ).toEqual([
      [0, 'network', 'VeryHigh 20581 B /'],
      [760, 'network', `Low 0 B data:image/png;base64,AAAAAAAA…`],
      [760, 'network', 'VeryHigh 10620 B /site.css'],
      [802, 'cpu', 'layout'],
      [921, 'cpu', 'runs a.js'],
    ])
  })

  it("prints the graph's end, the latest end of any of its rows", () => {
    const text = formatGraph('optimisticFirstContentfulPaint', graphRows(timings))
    expect(text.split('\n')[0]).toBe('optimisticFirstContentfulPaint: ends at 950 ms')
    expect(text).toContain('     0 →    760 ms  network VeryHigh 20581 B http://127.0.0.1:3000/')
    expect(text).toContain('   802 →    935 ms  cpu     layout')
  })
})

describe('blockingRows and formatBlocking', () => {
  // FCP at 900 ms, TTI at 3,000 ms, as Lighthouse reported them.
  const timings = new Map<object, { startTime: number; endTime: number }>([
    // Ends before FCP: blocks nothing, however long.
    [task([], true, 30), { startTime: 700, endTime: 880 }],
    // Straddles FCP: only its 100 ms after FCP count, less 50 ms.
    [task([], true, 36.2), { startTime: 850, endTime: 1000 }],
    // Under 50 ms simulated: not a long task.
    [task([], false, 12), { startTime: 1200, endTime: 1249 }],
    [
      task(['http://127.0.0.1:3000/_next/static/chunks/boot.js'], false, 40.4),
      { startTime: 2900, endTime: 3061 },
    ],
    // After TTI: not counted.
    [task([], false, 25), { startTime: 3100, endTime: 3200 }],
    [request('http://127.0.0.1:3000/', 'VeryHigh', 20581), { startTime: 0, endTime: 760 }],
  ])

  it("counts each long task's time between FCP and TTI beyond 50 ms, as Lighthouse does", () => {
    const rows = blockingRows(timings, 900, 3000)
    expect(
      rows.map((row: { start: number; blocking: number; what: string }) => [
        row.start,
        row.blocking,
        row.what,
      ]),
    ).toEqual([
      [700, 0, 'layout'],
      [850, 50, 'layout'],
      [2900, 50, 'runs boot.js'],
      [3100, 0, 'task'],
    ])
  })

  it('prints the sum and each task with its unthrottled duration', () => {
    const text = formatBlocking('pessimisticTotalBlockingTime', blockingRows(timings, 900, 3000))
    expect(text.split('\n')[0]).toBe('pessimisticTotalBlockingTime: 100 ms blocking')
    expect(text).toContain('     850 →   1000 ms  blocks     50 ms  (36.2 ms unthrottled) layout')
    expect(text).toContain(
      '    2900 →   3061 ms  blocks     50 ms  (40.4 ms unthrottled) runs boot.js',
    )
  })
})
