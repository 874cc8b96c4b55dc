import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script module without types
import { formatGraph, graphRows } from './lantern-graph.mjs'

const request = (url: string, priority: string, transferSize: number) => ({
  type: 'network',
  request: { url, priority, transferSize },
})
const task = (scripts: string[], layout: boolean) => ({
  type: 'cpu',
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
