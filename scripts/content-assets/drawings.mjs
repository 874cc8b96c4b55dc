// The original artwork of the demo content, drawn as SVG: product UI mock-ups, abstract
// illustrations, process steps, avatars, the brand, icons and customer logos. Each function
// returns one complete SVG document; artwork.mjs lists them and writes them out.
import { boldOutline } from './outline.mjs'
import {
  C,
  MONO,
  rng,
  svgDoc,
  rect,
  bar,
  circle,
  text,
  check,
  spark,
  forgelineMark,
  glow,
  linear,
  softShadow,
  gridPattern,
} from './svg.mjs'

// ---------------------------------------------------------------------------------------------
// Product UI mock-ups
// ---------------------------------------------------------------------------------------------

/** The Forgeline workspace window, drawn in a 1440x860 box at the origin. */
export function workspaceWindow() {
  const r = rng(7)
  const W = 1440
  const H = 860
  let s = ''
  s += rect(0, 0, W, H, C.ink2, 18, `stroke="${C.line}" stroke-width="2"`)
  // Title bar with window controls and tabs.
  s += `<path d="M18 0 H${W - 18} A18 18 0 0 1 ${W} 18 V52 H0 V18 A18 18 0 0 1 18 0 Z" fill="${C.panel}"/>`
  s += circle(28, 26, 7, '#ff5f57') + circle(50, 26, 7, '#febc2e') + circle(72, 26, 7, '#28c840')
  s += rect(250, 10, 250, 42, C.ink2, 10)
  s += text(272, 37, 'routes/orders.ts', { size: 15, fill: C.white, font: MONO })
  s += text(530, 37, 'schema.sql', { size: 15, fill: C.soft, font: MONO })
  s += text(680, 37, 'Dashboard.tsx', { size: 15, fill: C.soft, font: MONO })
  s +=
    rect(W - 210, 12, 92, 28, C.orange, 8) +
    text(W - 164, 31, 'Deploy', { size: 14, fill: C.ink, weight: 700, anchor: 'middle' })
  s +=
    circle(W - 86, 26, 13, C.violet) +
    circle(W - 62, 26, 13, C.teal, `stroke="${C.panel}" stroke-width="3"`)
  s += `<line x1="0" y1="52" x2="${W}" y2="52" stroke="${C.line}" stroke-width="2"/>`

  // File tree.
  s += rect(0, 52, 230, H - 52, C.panel)
  s += text(24, 88, 'FILES', {
    size: 12,
    fill: C.dim,
    weight: 700,
    font: MONO,
    extra: 'letter-spacing="2"',
  })
  const files = [
    [0, 'folder', 'app'],
    [1, 'folder', 'routes'],
    [2, 'file', 'orders.ts', true],
    [2, 'file', 'customers.ts'],
    [1, 'folder', 'components'],
    [2, 'file', 'Dashboard.tsx'],
    [2, 'file', 'OrderTable.tsx'],
    [1, 'file', 'db.ts'],
    [0, 'folder', 'tests'],
    [1, 'file', 'orders.spec.ts'],
    [0, 'file', 'schema.sql'],
    [0, 'file', 'forgeline.yaml'],
  ]
  files.forEach(([depth, kind, name, active], i) => {
    const y = 112 + i * 34
    if (active) s += rect(8, y - 20, 214, 30, C.panel2, 6)
    const x = 24 + depth * 18
    s +=
      kind === 'folder'
        ? `<path d="M${x} ${y - 12} h7 l3 3 h10 v11 h-20 Z" fill="${C.amber}" opacity="0.85"/>`
        : rect(x + 2, y - 13, 14, 17, active ? C.orange : C.dim, 2)
    s += text(x + 28, y, name, { size: 14, fill: active ? C.white : C.soft, font: MONO })
  })

  // Code editor with line numbers, syntax-coloured bars and an added block.
  const codeX = 250
  const codeW = 640
  s += rect(codeX + 40, 278, codeW - 40, 6 * 30, C.green, 0, 'opacity="0.08"')
  s += rect(codeX + 40, 278, 4, 6 * 30, C.green, 0)
  const palette = [C.violet, C.blue, C.teal, C.amber, C.soft, C.pink]
  for (let i = 0; i < 20; i++) {
    const y = 92 + i * 30
    s += text(codeX + 20, y + 6, String(i + 1), {
      size: 13,
      fill: C.muted,
      font: MONO,
      anchor: 'end',
    })
    let x = codeX + 60 + (i % 5 === 0 ? 0 : i % 3 === 0 ? 48 : 24)
    if (i === 4 || i === 13) continue
    const tokens = 2 + Math.floor(r() * 4)
    for (let t = 0; t < tokens; t++) {
      const w = 24 + Math.floor(r() * 90)
      if (x + w > codeX + codeW - 20) break
      s += bar(x, y - 4, w, 11, palette[Math.floor(r() * palette.length)], 0.9)
      x += w + 10
    }
  }
  // Console strip under the code.
  s += rect(codeX, 700, codeW, 160, '#0a1519')
  s += `<line x1="${codeX}" y1="700" x2="${codeX + codeW}" y2="700" stroke="${C.line}" stroke-width="2"/>`
  s += text(codeX + 24, 732, 'CONSOLE', {
    size: 12,
    fill: C.dim,
    weight: 700,
    font: MONO,
    extra: 'letter-spacing="2"',
  })
  s += text(codeX + 24, 766, '$ npm test', { size: 15, fill: C.soft, font: MONO })
  s += text(codeX + 24, 796, '✓ 24 tests passed (3.2s)', { size: 15, fill: C.green, font: MONO })
  s += text(codeX + 24, 826, '✓ preview ready on port 3000', {
    size: 15,
    fill: C.green,
    font: MONO,
  })

  // Agent 3 panel.
  const ax = 890
  const aw = W - ax
  s += rect(ax, 52, aw, H - 52, C.panel)
  s += `<line x1="${ax}" y1="52" x2="${ax}" y2="${H}" stroke="${C.line}" stroke-width="2"/>`
  s += spark(ax + 36, 92, 13, C.orange)
  s += text(ax + 60, 99, 'Agent 3', { size: 19, fill: C.white, weight: 700 })
  s += rect(ax + 150, 80, 92, 26, C.green, 13, 'opacity="0.15"')
  s += circle(ax + 166, 93, 4, C.green) + text(ax + 178, 98, 'Working', { size: 13, fill: C.green })
  // User message.
  s += rect(ax + 150, 130, aw - 180, 74, C.panel2, 14)
  s += text(ax + 172, 160, 'Add a filter for late orders and', { size: 15, fill: C.white })
  s += text(ax + 172, 184, 'email the warehouse every morning.', { size: 15, fill: C.white })
  // Agent plan.
  s += text(ax + 30, 246, 'Plan · 5 steps', { size: 14, fill: C.soft, weight: 700 })
  const steps = [
    ['Add `late` flag to the orders query', 'done'],
    ['Filter control on the dashboard', 'done'],
    ['Daily 07:00 digest job', 'done'],
    ['Email template and sender', 'done'],
    ['Run browser tests', 'running'],
  ]
  steps.forEach(([label, state], i) => {
    const y = 284 + i * 46
    if (state === 'done') s += check(ax + 42, y - 5, 11, C.green, C.ink)
    else
      s +=
        circle(ax + 42, y - 5, 11, 'none', `stroke="${C.line}" stroke-width="3"`) +
        `<path d="M${ax + 42} ${y - 16} A11 11 0 0 1 ${ax + 53} ${y - 5}" fill="none" stroke="${C.orange}" stroke-width="3" stroke-linecap="round"/>`
    s += text(ax + 66, y, label.replace(/`/g, ''), {
      size: 15,
      fill: state === 'done' ? C.white : C.amber,
    })
  })
  // Diff summary card.
  s += rect(ax + 30, 520, aw - 60, 120, C.ink2, 12, `stroke="${C.line}" stroke-width="2"`)
  s += text(ax + 52, 556, 'Checkpoint 14', { size: 15, fill: C.white, weight: 700 })
  s += text(ax + 52, 584, '+212  −18  ·  9 files changed', { size: 14, fill: C.soft, font: MONO })
  s += bar(ax + 52, 604, 180, 10, C.green, 0.8) + bar(ax + 236, 604, 24, 10, C.pink, 0.8)
  // Prompt box.
  s += rect(ax + 24, H - 108, aw - 48, 76, C.ink2, 14, `stroke="${C.muted}" stroke-width="2"`)
  s += text(ax + 48, H - 63, 'Ask Agent 3 to build, fix or explain…', { size: 15, fill: C.dim })
  s += rect(ax + aw - 84, H - 94, 44, 44, C.orange, 10)
  s += `<path d="M${ax + aw - 70} ${H - 72} h16 m-6 -7 l7 7 l-7 7" stroke="${C.ink}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  return s
}

export function editorWindowArt() {
  const W = 1600
  const H = 1000
  const defs =
    glow('g1', C.orange, 0.45) +
    glow('g2', C.teal, 0.18) +
    linear('bg', [
      [0, '#0b1419'],
      [1, '#0f1f29'],
    ]) +
    gridPattern('grid', 40, '#ffffff', 0.035) +
    softShadow('sh', 30, 0.6)
  const body =
    rect(0, 0, W, H, 'url(#bg)') +
    rect(0, 0, W, H, 'url(#grid)') +
    `<ellipse cx="1380" cy="120" rx="620" ry="420" fill="url(#g1)"/>` +
    `<ellipse cx="160" cy="900" rx="560" ry="380" fill="url(#g2)"/>` +
    rect(92, 96, 1440, 860, '#000', 18, 'filter="url(#sh)"') +
    `<g transform="translate(80 70)">${workspaceWindow()}</g>`
  return svgDoc(W, H, body, defs)
}

export function agentChatArt() {
  const W = 1200
  const H = 900
  const defs =
    linear('bg', [
      [0, '#fbf7f1'],
      [1, '#efe6d8'],
    ]) +
    glow('g1', C.orange, 0.22) +
    softShadow('sh', 22, 0.18)
  let s =
    rect(0, 0, W, H, 'url(#bg)') + `<ellipse cx="1050" cy="120" rx="480" ry="340" fill="url(#g1)"/>`
  const x = 150
  const y = 80
  const w = 900
  const h = 740
  s += rect(x + 6, y + 14, w, h, '#3b2a17', 22, 'filter="url(#sh)"')
  s += rect(x, y, w, h, C.paper, 22, 'stroke="#e4ddd2" stroke-width="2"')
  // Header.
  s += spark(x + 48, y + 46, 16, C.orangeDeep)
  s += text(x + 78, y + 54, 'Agent 3', { size: 24, fill: C.slate, weight: 700 })
  s += rect(x + 196, y + 30, 170, 34, '#f3f3f3', 8)
  s += text(x + 281, y + 53, 'clinic-booking', {
    size: 16,
    fill: C.grey,
    font: MONO,
    anchor: 'middle',
  })
  s += `<line x1="${x}" y1="${y + 88}" x2="${x + w}" y2="${y + 88}" stroke="#ece7df" stroke-width="2"/>`
  // User message.
  s += rect(x + 330, y + 120, 530, 96, '#fff1e8', 18)
  s += text(x + 356, y + 158, 'Patients should get a text 24 hours before', {
    size: 18,
    fill: C.slate,
  })
  s += text(x + 356, y + 188, 'their visit, and reply C to confirm.', { size: 18, fill: C.slate })
  // Agent answer with plan.
  s += circle(x + 60, y + 262, 20, C.slate) + spark(x + 60, y + 262, 10, C.amber)
  s += text(x + 96, y + 256, 'Here is my plan. I will check each step in the browser', {
    size: 18,
    fill: C.slate,
  })
  s += text(x + 96, y + 282, 'before moving on.', { size: 18, fill: C.slate })
  const steps = [
    'Add reminder_sent_at to appointments',
    'Schedule a job that runs every 15 minutes',
    'Send the SMS through the messaging secret',
    'Handle C and R replies on the inbound webhook',
    'Show confirmations on the front-desk dashboard',
  ]
  s += rect(x + 96, y + 308, 760, 290, '#f7f5f2', 16)
  steps.forEach((label, i) => {
    const yy = y + 352 + i * 52
    if (i < 4) s += check(x + 132, yy - 6, 13, '#15803d')
    else s += circle(x + 132, yy - 6, 13, 'none', 'stroke="#c9c2b8" stroke-width="3"')
    s += text(x + 160, yy, `${i + 1}. ${label}`, { size: 18, fill: i < 4 ? C.slate : C.grey })
  })
  // Progress.
  s += text(x + 96, y + 640, 'Running browser tests · signup, booking, reply', {
    size: 16,
    fill: C.grey,
  })
  s +=
    rect(x + 96, y + 658, 760, 12, '#ece7df', 6) + rect(x + 96, y + 658, 560, 12, C.orangeDeep, 6)
  s += text(x + 856, y + 640, '74%', { size: 16, fill: C.orangeDeep, weight: 700, anchor: 'end' })
  return svgDoc(W, H, s, defs)
}

export function pipelineArt() {
  const W = 1600
  const H = 900
  const defs =
    linear('bg', [
      [0, '#0d1b2a'],
      [1, '#12243a'],
    ]) +
    glow('g1', C.blue, 0.28) +
    glow('g2', C.orange, 0.3) +
    linear(
      'area',
      [
        [0, C.blue, 0.45],
        [1, C.blue, 0],
      ],
      0,
      1,
    ) +
    gridPattern('grid', 48, '#ffffff', 0.04)
  let s = rect(0, 0, W, H, 'url(#bg)') + rect(0, 0, W, H, 'url(#grid)')
  s += `<ellipse cx="300" cy="160" rx="520" ry="320" fill="url(#g1)"/><ellipse cx="1400" cy="780" rx="520" ry="300" fill="url(#g2)"/>`
  const stages = [
    ['Build', '38s', C.green, 'done'],
    ['Test', '1m 12s', C.green, 'done'],
    ['Preview', '14s', C.green, 'done'],
    ['Deploy', 'rolling out', C.orange, 'running'],
  ]
  const cardW = 280
  const gap = 70
  const startX = (W - (cardW * 4 + gap * 3)) / 2
  stages.forEach(([label, time, color, state], i) => {
    const x = startX + i * (cardW + gap)
    const y = 150
    if (i < 3)
      s +=
        `<path d="M${x + cardW + 8} ${y + 80} H${x + cardW + gap - 14}" stroke="${i === 2 ? C.orange : C.green}" stroke-width="4" stroke-linecap="round" ${i === 2 ? 'stroke-dasharray="8 10"' : ''}/>` +
        `<path d="M${x + cardW + gap - 20} ${y + 72} l8 8 l-8 8" fill="none" stroke="${i === 2 ? C.orange : C.green}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
    s += rect(
      x,
      y,
      cardW,
      160,
      '#132a40',
      16,
      `stroke="${state === 'running' ? C.orange : '#244263'}" stroke-width="2"`,
    )
    if (state === 'done') s += check(x + 42, y + 46, 16, C.green, '#0d1b2a')
    else
      s +=
        circle(x + 42, y + 46, 16, 'none', 'stroke="#244263" stroke-width="4"') +
        `<path d="M${x + 42} ${y + 30} A16 16 0 0 1 ${x + 58} ${y + 46}" stroke="${C.orange}" stroke-width="4" fill="none" stroke-linecap="round"/>`
    s += text(x + 72, y + 54, label, { size: 24, fill: C.white, weight: 700 })
    s += text(x + 28, y + 102, time, { size: 17, fill: color, font: MONO })
    s +=
      bar(x + 28, y + 124, cardW - 56, 8, '#244263') +
      bar(x + 28, y + 124, state === 'done' ? cardW - 56 : (cardW - 56) * 0.6, 8, color)
  })
  // Traffic chart.
  const cx = startX
  const cy = 400
  const cw = 760
  const ch = 400
  s += rect(cx, cy, cw, ch, '#10233a', 16, 'stroke="#1f3a58" stroke-width="2"')
  s += text(cx + 28, cy + 44, 'Requests per minute', { size: 18, fill: C.white, weight: 700 })
  s += text(cx + 28, cy + 72, 'p95 latency 84 ms · error rate 0.02%', { size: 15, fill: '#9fb3c8' })
  const rr = rng(11)
  const pts = []
  for (let i = 0; i <= 24; i++) {
    const px = cx + 28 + (i * (cw - 56)) / 24
    const py = cy + ch - 60 - (110 + Math.sin(i / 2.6) * 60 + rr() * 50 + (i > 16 ? 40 : 0))
    pts.push([px, py])
  }
  const line = pts
    .map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)} ${py.toFixed(1)}`)
    .join(' ')
  s += `<path d="${line} L${pts[24][0]} ${cy + ch - 40} L${pts[0][0]} ${cy + ch - 40} Z" fill="url(#area)"/>`
  s += `<path d="${line}" fill="none" stroke="${C.blue}" stroke-width="4" stroke-linejoin="round"/>`
  s += `<line x1="${pts[16][0]}" y1="${cy + 100}" x2="${pts[16][0]}" y2="${cy + ch - 40}" stroke="${C.orange}" stroke-width="2" stroke-dasharray="6 6"/>`
  s +=
    rect(pts[16][0] - 62, cy + 96, 124, 30, C.orange, 8) +
    text(pts[16][0], cy + 117, 'v42 deployed', {
      size: 14,
      fill: C.ink,
      weight: 700,
      anchor: 'middle',
    })
  // Log panel.
  const lx = cx + cw + 40
  const lw = startX + cardW * 4 + gap * 3 - lx
  s += rect(lx, cy, lw, ch, '#0a1726', 16, 'stroke="#1f3a58" stroke-width="2"')
  s += text(lx + 28, cy + 44, 'Deploy log', { size: 18, fill: C.white, weight: 700 })
  const logs = [
    ['09:41:02', 'build  cached 212 modules', '#9fb3c8'],
    ['09:41:40', 'test   24 passed, 0 failed', C.green],
    ['09:42:52', 'preview  ready', C.green],
    ['09:43:06', 'deploy  2 of 4 regions live', C.amber],
    ['09:43:09', 'health  200 OK on /healthz', C.green],
    ['09:43:11', 'deploy  shifting 50% traffic', C.amber],
  ]
  logs.forEach(([t, msg, col], i) => {
    const y = cy + 96 + i * 46
    s += text(lx + 28, y, t, { size: 15, fill: '#5d7893', font: MONO })
    s += text(lx + 130, y, msg, { size: 15, fill: col, font: MONO, extra: 'xml:space="preserve"' })
  })
  return svgDoc(W, H, s, defs)
}

// ---------------------------------------------------------------------------------------------
// Abstract illustrations
// ---------------------------------------------------------------------------------------------

export function forgeArt() {
  const W = 1920
  const H = 1080
  const r = rng(3)
  const defs =
    linear('bg', [
      [0, '#0b1419'],
      [1, '#131f2a'],
    ]) +
    glow('core', C.orange, 0.9) +
    glow('halo', C.amber, 0.35) +
    glow('cool', C.violet, 0.25)
  let s = rect(0, 0, W, H, 'url(#bg)')
  s += `<ellipse cx="1240" cy="560" rx="900" ry="700" fill="url(#halo)"/>`
  s += `<ellipse cx="380" cy="180" rx="600" ry="420" fill="url(#cool)"/>`
  for (let i = 0; i < 9; i++) {
    const rr = 120 + i * 70
    s += `<circle cx="1240" cy="560" r="${rr}" fill="none" stroke="${i % 3 === 0 ? C.orange : '#ffffff'}" stroke-opacity="${0.05 + (9 - i) * 0.025}" stroke-width="${i % 3 === 0 ? 3 : 1.5}" ${i % 2 ? 'stroke-dasharray="2 14"' : ''}/>`
  }
  s += `<ellipse cx="1240" cy="560" rx="260" ry="260" fill="url(#core)"/>`
  s += spark(1240, 560, 120, '#fff4ec')
  for (let i = 0; i < 70; i++) {
    const a = r() * Math.PI * 2
    const d = 200 + r() * 620
    const x = 1240 + Math.cos(a) * d * 1.25
    const y = 560 + Math.sin(a) * d * 0.8
    const size = 3 + r() * 10
    const col = [C.orange, C.amber, '#ffffff', C.violet][Math.floor(r() * 4)]
    s += `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" fill="${col}" opacity="${(0.3 + r() * 0.6).toFixed(2)}" transform="rotate(45 ${x.toFixed(1)} ${y.toFixed(1)})"/>`
  }
  for (let i = 0; i < 6; i++)
    s += `<line x1="${-200 + i * 180}" y1="${H}" x2="${500 + i * 180}" y2="0" stroke="#ffffff" stroke-opacity="0.04" stroke-width="2"/>`
  return svgDoc(W, H, s, defs)
}

export function wavesArt() {
  const W = 1600
  const H = 900
  const defs =
    linear('bg', [
      [0, '#fff7f0'],
      [1, '#f3ece4'],
    ]) +
    linear(
      'w1',
      [
        [0, '#fd5402'],
        [1, '#ffb14a'],
      ],
      1,
      0,
    ) +
    linear(
      'w2',
      [
        [0, '#c2410c'],
        [1, '#a78bfa'],
      ],
      1,
      0,
    ) +
    linear(
      'w3',
      [
        [0, '#1b2333'],
        [1, '#35505e'],
      ],
      1,
      0,
    )
  let s = rect(0, 0, W, H, 'url(#bg)')
  const wave = (base, amp, freq, phase, fill, opacity) => {
    let d = `M0 ${H}`
    for (let x = 0; x <= W; x += 20) {
      const y =
        base + Math.sin(x / freq + phase) * amp + Math.sin(x / (freq * 2.7) + phase * 2) * amp * 0.4
      d += ` L${x} ${y.toFixed(1)}`
    }
    return `<path d="${d} L${W} ${H} Z" fill="${fill}" opacity="${opacity}"/>`
  }
  s += wave(380, 70, 210, 0.4, 'url(#w1)', 0.9)
  s += wave(500, 80, 260, 2.1, 'url(#w2)', 0.85)
  s += wave(640, 60, 180, 4.2, 'url(#w3)', 0.95)
  s += wave(760, 40, 140, 1.3, '#0b1419', 1)
  for (let i = 0; i < 5; i++)
    s += circle(
      1260 + i * 46,
      150,
      8,
      i === 2 ? C.orangeDeep : C.slate,
      `opacity="${i === 2 ? 1 : 0.25}"`,
    )
  s += spark(220, 170, 60, C.orangeDeep)
  return svgDoc(W, H, s, defs)
}

export function blocksArt() {
  const W = 1600
  const H = 900
  const r = rng(21)
  const defs =
    linear('bg', [
      [0, '#0d1b2a'],
      [1, '#16283d'],
    ]) + glow('g', C.orange, 0.3)
  let s =
    rect(0, 0, W, H, 'url(#bg)') + `<ellipse cx="800" cy="470" rx="700" ry="420" fill="url(#g)"/>`
  const size = 56
  const cube = (cx, cy, h, hot) => {
    const top = hot ? '#ff8a4c' : '#2b4a6b'
    const left = hot ? '#fd5402' : '#1d3652'
    const right = hot ? '#c2410c' : '#15293f'
    const dx = size
    const dy = size / 2
    const p = (pts) => pts.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')
    return (
      `<polygon points="${p([
        [cx, cy - h],
        [cx + dx, cy - h + dy],
        [cx, cy - h + 2 * dy],
        [cx - dx, cy - h + dy],
      ])}" fill="${top}"/>` +
      `<polygon points="${p([
        [cx - dx, cy - h + dy],
        [cx, cy - h + 2 * dy],
        [cx, cy + 2 * dy],
        [cx - dx, cy + dy],
      ])}" fill="${left}"/>` +
      `<polygon points="${p([
        [cx + dx, cy - h + dy],
        [cx, cy - h + 2 * dy],
        [cx, cy + 2 * dy],
        [cx + dx, cy + dy],
      ])}" fill="${right}"/>`
    )
  }
  const n = 7
  for (let sum = 0; sum <= 2 * (n - 1); sum++) {
    for (let i = 0; i < n; i++) {
      const j = sum - i
      if (j < 0 || j >= n) continue
      const cx = 800 + (i - j) * size
      const cy = 250 + (i + j) * (size / 2)
      const hot = (i === 3 && j === 3) || (i === 1 && j === 4) || (i === 5 && j === 2)
      const h = hot ? 112 : [28, 28, 56, 56, 84][Math.floor(r() * 5)]
      s += cube(cx, cy, h, hot)
    }
  }
  return svgDoc(W, H, s, defs)
}

export function promoCardArt() {
  const W = 800
  const H = 450
  const defs =
    linear('bg', [
      [0, '#fd5402'],
      [0.55, '#c2410c'],
      [1, '#4a1d0a'],
    ]) + glow('g', '#ffffff', 0.35)
  let s =
    rect(0, 0, W, H, 'url(#bg)') + `<ellipse cx="600" cy="120" rx="360" ry="260" fill="url(#g)"/>`
  for (let i = 0; i < 6; i++)
    s += `<circle cx="600" cy="225" r="${60 + i * 44}" fill="none" stroke="#ffffff" stroke-opacity="${0.35 - i * 0.05}" stroke-width="2"/>`
  s += spark(600, 225, 70, '#ffffff')
  s += rect(60, 300, 300, 84, '#0b1419', 14, 'opacity="0.85"')
  s += text(84, 336, 'THE AGENT PLAYBOOK', {
    size: 18,
    fill: '#ffb14a',
    weight: 700,
    font: MONO,
    extra: 'letter-spacing="2"',
  })
  s += text(84, 366, 'One page. Ten habits.', { size: 20, fill: '#ffffff' })
  return svgDoc(W, H, s, defs)
}

export function posterArt() {
  const W = 1920
  const H = 1080
  const defs =
    linear('bg', [
      [0, '#0b1419'],
      [1, '#101c28'],
    ]) +
    glow('g1', C.orange, 0.5) +
    glow('g2', C.violet, 0.25) +
    softShadow('sh', 36, 0.7)
  let s = rect(0, 0, W, H, 'url(#bg)')
  s += `<ellipse cx="1500" cy="220" rx="760" ry="520" fill="url(#g1)"/><ellipse cx="260" cy="960" rx="700" ry="420" fill="url(#g2)"/>`
  s += `<g transform="translate(330 150) scale(0.875)">${rect(14, 22, 1440, 860, '#000', 18, 'filter="url(#sh)"')}${workspaceWindow()}</g>`
  s += rect(80, 80, 236, 52, '#0b1419', 26, `stroke="${C.orange}" stroke-width="2"`)
  s +=
    circle(112, 106, 8, C.orange) +
    text(132, 113, 'Agent 3 · live', { size: 20, fill: C.white, weight: 700 })
  return svgDoc(W, H, s, defs)
}

export function playbookCoverArt() {
  const W = 1200
  const H = 1500
  const defs = linear('bg', [
    [0, '#f7f2ea'],
    [1, '#ece1cf'],
  ])
  let s = rect(0, 0, W, H, 'url(#bg)')
  s += `<circle cx="980" cy="420" r="420" fill="#fd5402"/>`
  s += `<circle cx="980" cy="420" r="300" fill="#c2410c"/>`
  s += `<circle cx="980" cy="420" r="180" fill="#7c2d12"/>`
  s += spark(980, 420, 90, '#f7f2ea')
  for (let i = 0; i < 12; i++)
    s += `<line x1="90" y1="${720 + i * 18}" x2="${300 + (i % 4) * 90}" y2="${720 + i * 18}" stroke="#2b2117" stroke-opacity="0.18" stroke-width="4" stroke-linecap="round"/>`
  s += text(90, 150, 'FORGELINE FIELD GUIDE', {
    size: 30,
    fill: '#7c2d12',
    weight: 700,
    font: MONO,
    extra: 'letter-spacing="4"',
  })
  s += text(90, 1130, 'The Agent', { size: 130, fill: '#2b2117', weight: 700 })
  s += text(90, 1270, 'Playbook', { size: 130, fill: '#2b2117', weight: 700 })
  s += text(90, 1350, 'Ten habits for shipping with Agent 3', { size: 38, fill: '#5e5242' })
  s += forgelineMark(1040, 1330, 80, '#2b2117', '#c2410c')
  return svgDoc(W, H, s, defs)
}

// ---------------------------------------------------------------------------------------------
// Process steps (light, 800x600) and the review-loop diagram
// ---------------------------------------------------------------------------------------------

export function stepFrame(body, accent = C.orangeDeep) {
  const W = 800
  const H = 600
  const defs =
    linear('bg', [
      [0, '#fbfaf8'],
      [1, '#f1ede7'],
    ]) +
    glow('g', accent, 0.14) +
    softShadow('sh', 16, 0.16)
  const s =
    rect(0, 0, W, H, 'url(#bg)') +
    `<ellipse cx="640" cy="110" rx="360" ry="260" fill="url(#g)"/>` +
    rect(86, 94, 640, 420, '#3b2a17', 20, 'filter="url(#sh)"') +
    rect(80, 80, 640, 420, C.paper, 20, 'stroke="#e6e0d8" stroke-width="2"') +
    body
  return svgDoc(W, H, s, defs)
}

export function stepDescribeArt() {
  let s = text(116, 132, 'What do you want to build?', { size: 24, fill: C.slate, weight: 700 })
  s += rect(116, 160, 568, 210, '#f7f5f2', 14, 'stroke="#e1d9ce" stroke-width="2"')
  s += text(140, 206, 'A booking app for our three clinics.', { size: 20, fill: C.slate })
  s += text(140, 238, 'Patients pick a slot, get an SMS', { size: 20, fill: C.slate })
  s += text(140, 270, 'reminder the day before, and reply', { size: 20, fill: C.slate })
  s += text(140, 302, 'C to confirm.', { size: 20, fill: C.slate })
  s += rect(353, 282, 3, 26, C.orangeDeep)
  s +=
    rect(116, 396, 150, 44, '#f3f3f3', 10) +
    text(191, 424, '+ Attach', { size: 17, fill: C.grey, anchor: 'middle' })
  s +=
    rect(534, 396, 150, 44, C.orangeDeep, 10) +
    text(609, 424, 'Start', { size: 18, fill: '#fff', weight: 700, anchor: 'middle' })
  return stepFrame(s)
}

export function stepPlanArt() {
  let s =
    spark(126, 126, 14, C.orangeDeep) +
    text(152, 134, 'Proposed plan', { size: 24, fill: C.slate, weight: 700 })
  s +=
    rect(520, 108, 164, 36, '#ecfdf3', 18) +
    text(602, 132, 'Ready to review', { size: 15, fill: '#15803d', weight: 700, anchor: 'middle' })
  const steps = [
    'Data model: clinics, slots, visits',
    'Booking flow with slot picker',
    'SMS reminders and replies',
    'Front-desk dashboard',
    'Browser tests for each flow',
  ]
  steps.forEach((label, i) => {
    const y = 196 + i * 54
    s += rect(116, y - 30, 568, 44, i === 2 ? '#fff1e8' : '#f7f5f2', 10)
    s += text(140, y, String(i + 1), { size: 18, fill: C.orangeDeep, weight: 700 })
    s += text(172, y, label, { size: 19, fill: C.slate })
    s += `<path d="M656 ${y - 14} h14 M656 ${y - 8} h14" stroke="#b8b0a5" stroke-width="2.5" stroke-linecap="round"/>`
  })
  s +=
    rect(116, 448, 120, 40, '#f3f3f3', 10) +
    text(176, 474, 'Edit', { size: 17, fill: C.grey, anchor: 'middle' })
  s +=
    rect(504, 448, 180, 40, C.orangeDeep, 10) +
    text(594, 474, 'Approve plan', { size: 17, fill: '#fff', weight: 700, anchor: 'middle' })
  return stepFrame(s)
}

export function stepShipArt() {
  let s =
    rect(80, 80, 640, 56, '#f7f5f2', 0) +
    `<path d="M100 80 H700 A20 20 0 0 1 720 100 V136 H80 V100 A20 20 0 0 1 100 80 Z" fill="#f3efe9"/>`
  s +=
    circle(112, 108, 6, '#ff5f57') + circle(132, 108, 6, '#febc2e') + circle(152, 108, 6, '#28c840')
  s += rect(186, 92, 420, 32, C.paper, 16, 'stroke="#e1d9ce" stroke-width="2"')
  s +=
    `<path d="M204 112 v-6 a5 5 0 0 1 10 0 v6" fill="none" stroke="#15803d" stroke-width="2"/>` +
    rect(201, 110, 16, 10, '#15803d', 2)
  s += text(226, 114, 'booking.clinic.example', { size: 16, fill: C.slate, font: MONO })
  s +=
    rect(620, 94, 84, 28, '#ecfdf3', 14) +
    circle(638, 108, 5, '#15803d') +
    text(650, 113, 'Live', { size: 15, fill: '#15803d', weight: 700 })
  s += text(116, 196, 'Book a visit', { size: 28, fill: C.slate, weight: 700 })
  s += text(116, 228, 'Northside Clinic · Tuesday', { size: 17, fill: C.grey })
  const slots = ['09:00', '09:30', '10:15', '11:00', '13:30', '14:00']
  slots.forEach((t, i) => {
    const x = 116 + (i % 3) * 190
    const y = 262 + Math.floor(i / 3) * 70
    const on = i === 2
    s += rect(
      x,
      y,
      170,
      52,
      on ? C.orangeDeep : C.paper,
      10,
      on ? '' : 'stroke="#ddd5ca" stroke-width="2"',
    )
    s += text(x + 85, y + 33, t, {
      size: 19,
      fill: on ? '#fff' : C.slate,
      weight: 600,
      anchor: 'middle',
    })
  })
  s +=
    rect(116, 420, 568, 52, C.slate, 10) +
    text(400, 453, 'Confirm booking', { size: 19, fill: '#fff', weight: 700, anchor: 'middle' })
  return stepFrame(s, '#15803d')
}

export function reviewLoopArt() {
  const W = 1600
  const H = 700
  const defs = linear('bg', [
    [0, '#ffffff'],
    [1, '#f6f3ee'],
  ])
  let s = rect(0, 0, W, H, 'url(#bg)')
  const nodes = ['Brief', 'Plan', 'Build', 'Verify', 'Review']
  const cx = 800
  const cy = 350
  const rx = 560
  const ry = 220
  s += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#d9d1c6" stroke-width="4" stroke-dasharray="14 12"/>`
  nodes.forEach((label, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / nodes.length
    const x = cx + Math.cos(a) * rx
    const y = cy + Math.sin(a) * ry
    const hot = i === 2
    s += rect(
      x - 110,
      y - 44,
      220,
      88,
      hot ? C.orangeDeep : '#ffffff',
      44,
      hot ? '' : 'stroke="#1b2333" stroke-width="3"',
    )
    s += text(x, y + 10, label, {
      size: 30,
      fill: hot ? '#fff' : C.slate,
      weight: 700,
      anchor: 'middle',
    })
    const a2 = a + Math.PI / nodes.length
    const mx = cx + Math.cos(a2) * rx
    const my = cy + Math.sin(a2) * ry
    s += `<g transform="translate(${mx.toFixed(1)} ${my.toFixed(1)}) rotate(45)">${rect(-11, -11, 22, 22, '#15803d', 4)}</g>`
  })
  s += spark(cx, cy - 30, 46, C.orangeDeep)
  s += text(cx, cy + 58, 'checkpoint after every step', {
    size: 24,
    fill: C.grey,
    anchor: 'middle',
  })
  return svgDoc(W, H, s, defs)
}

// ---------------------------------------------------------------------------------------------
// Avatars (abstract initials), brand, icons, customer logos
// ---------------------------------------------------------------------------------------------

export function avatarArt(initials, from, to, seed) {
  const W = 256
  const r = rng(seed)
  const defs = linear('bg', [
    [0, from],
    [1, to],
  ])
  let s = rect(0, 0, W, W, 'url(#bg)')
  for (let i = 0; i < 5; i++) {
    const x = r() * W
    const y = r() * W
    s += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(30 + r() * 70).toFixed(1)}" fill="#ffffff" opacity="${(0.06 + r() * 0.1).toFixed(2)}"/>`
  }
  s += text(128, 154, initials, { size: 88, fill: '#ffffff', weight: 700, anchor: 'middle' })
  return svgDoc(W, W, s, defs)
}

export function lockupArt() {
  const W = 1200
  const H = 400
  const defs =
    linear('bg', [
      [0, '#0b1419'],
      [1, '#15222a'],
    ]) + glow('g', C.orange, 0.35)
  let s =
    rect(0, 0, W, H, 'url(#bg)') + `<ellipse cx="250" cy="200" rx="300" ry="240" fill="url(#g)"/>`
  s += forgelineMark(150, 120, 160, '#ffffff', C.orange)
  s += text(370, 245, 'Forgeline', {
    size: 128,
    fill: '#ffffff',
    weight: 700,
    extra: 'letter-spacing="-3"',
  })
  return svgDoc(W, H, s, defs)
}

export function markArt() {
  return svgDoc(64, 64, forgelineMark(2, 2, 60, '#000000'))
}

/** Monochrome 48px icons, drawn with 3px strokes so they read well as CSS masks. */
export const ICONS = {
  spark: `<path d="M24 5 C25.6 18.4 29.6 22.4 43 24 C29.6 25.6 25.6 29.6 24 43 C22.4 29.6 18.4 25.6 5 24 C18.4 22.4 22.4 18.4 24 5 Z" fill="#000"/><circle cx="39" cy="9" r="3" fill="#000"/>`,
  bolt: `<path d="M27 4 L10 27 H22 L19 44 L38 19 H26 Z" fill="none" stroke="#000" stroke-width="3" stroke-linejoin="round"/>`,
  shield: `<path d="M24 4 L40 10 V23 C40 33 33 40 24 44 C15 40 8 33 8 23 V10 Z" fill="none" stroke="#000" stroke-width="3" stroke-linejoin="round"/><path d="M17 24 L22 29 L32 18" fill="none" stroke="#000" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  lock: `<rect x="9" y="21" width="30" height="22" rx="4" fill="none" stroke="#000" stroke-width="3"/><path d="M16 21 V15 A8 8 0 0 1 32 15 V21" fill="none" stroke="#000" stroke-width="3"/><circle cx="24" cy="31" r="3" fill="#000"/><path d="M24 33 V37" stroke="#000" stroke-width="3" stroke-linecap="round"/>`,
  globe: `<circle cx="24" cy="24" r="18" fill="none" stroke="#000" stroke-width="3"/><ellipse cx="24" cy="24" rx="8" ry="18" fill="none" stroke="#000" stroke-width="3"/><path d="M6 24 H42 M9 15 H39 M9 33 H39" stroke="#000" stroke-width="3"/>`,
  database: `<ellipse cx="24" cy="11" rx="15" ry="6" fill="none" stroke="#000" stroke-width="3"/><path d="M9 11 V37 C9 40.3 15.7 43 24 43 C32.3 43 39 40.3 39 37 V11" fill="none" stroke="#000" stroke-width="3"/><path d="M9 24 C9 27.3 15.7 30 24 30 C32.3 30 39 27.3 39 24" fill="none" stroke="#000" stroke-width="3"/>`,
  users: `<circle cx="18" cy="16" r="7" fill="none" stroke="#000" stroke-width="3"/><path d="M5 40 C5 31 11 27 18 27 C25 27 31 31 31 40" fill="none" stroke="#000" stroke-width="3" stroke-linecap="round"/><circle cx="33" cy="14" r="5.5" fill="none" stroke="#000" stroke-width="3"/><path d="M35 25 C40 26 43 30 43 37" fill="none" stroke="#000" stroke-width="3" stroke-linecap="round"/>`,
  code: `<path d="M16 13 L5 24 L16 35 M32 13 L43 24 L32 35 M27 8 L21 40" fill="none" stroke="#000" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  rocket: `<path d="M24 4 C32 10 35 19 33 30 H15 C13 19 16 10 24 4 Z" fill="none" stroke="#000" stroke-width="3" stroke-linejoin="round"/><circle cx="24" cy="17" r="4" fill="#000"/><path d="M15 24 L8 31 V36 H15 M33 24 L40 31 V36 H33 M20 35 L24 44 L28 35" fill="none" stroke="#000" stroke-width="3" stroke-linejoin="round"/>`,
  book: `<path d="M6 9 C12 7 18 8 24 12 C30 8 36 7 42 9 V39 C36 37 30 38 24 42 C18 38 12 37 6 39 Z" fill="none" stroke="#000" stroke-width="3" stroke-linejoin="round"/><path d="M24 12 V42" stroke="#000" stroke-width="3"/>`,
  chart: `<path d="M6 42 H42" stroke="#000" stroke-width="3" stroke-linecap="round"/><rect x="9" y="26" width="7" height="12" rx="1.5" fill="#000"/><rect x="20.5" y="18" width="7" height="20" rx="1.5" fill="#000"/><rect x="32" y="9" width="7" height="29" rx="1.5" fill="#000"/>`,
  plug: `<path d="M17 4 V13 M31 4 V13" stroke="#000" stroke-width="3" stroke-linecap="round"/><path d="M11 13 H37 V22 C37 29.2 31.2 35 24 35 C16.8 35 11 29.2 11 22 Z" fill="none" stroke="#000" stroke-width="3" stroke-linejoin="round"/><path d="M24 35 V44" stroke="#000" stroke-width="3" stroke-linecap="round"/>`,
  history: `<path d="M8 24 A16 16 0 1 0 13 12.5" fill="none" stroke="#000" stroke-width="3" stroke-linecap="round"/><path d="M6 8 L13 12.5 L8.5 19" fill="none" stroke="#000" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><path d="M24 14 V24 L31 29" fill="none" stroke="#000" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  key: `<circle cx="15" cy="29" r="9" fill="none" stroke="#000" stroke-width="3"/><path d="M21.5 22.5 L40 4 M33 11 L38 16 M28 16 L32 20" fill="none" stroke="#000" stroke-width="3" stroke-linecap="round"/>`,
  layers: `<path d="M24 5 L43 15 L24 25 L5 15 Z" fill="none" stroke="#000" stroke-width="3" stroke-linejoin="round"/><path d="M5 24 L24 34 L43 24 M5 33 L24 43 L43 33" fill="none" stroke="#000" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  terminal: `<rect x="4" y="8" width="40" height="32" rx="4" fill="none" stroke="#000" stroke-width="3"/><path d="M12 18 L19 24 L12 30 M23 31 H35" fill="none" stroke="#000" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
}

export const iconArt = (name) => svgDoc(48, 48, ICONS[name])

/** Fictional customers for the marquee: a geometric glyph and the name, in one colour. */
export const CUSTOMERS = [
  [
    'kestrel-freight',
    'Kestrel Freight',
    `<path d="M4 34 L20 10 L26 22 L36 14 L28 34 Z" fill="#000"/>`,
  ],
  [
    'juniper-ledger',
    'Juniper Ledger',
    `<rect x="6" y="10" width="10" height="28" rx="2" fill="#000"/><rect x="19" y="16" width="10" height="22" rx="2" fill="#000"/><rect x="32" y="22" width="6" height="16" rx="2" fill="#000"/>`,
  ],
  [
    'brightwater-health',
    'Brightwater Health',
    `<path d="M22 6 C30 16 36 22 36 30 A14 14 0 0 1 8 30 C8 22 14 16 22 6 Z" fill="#000"/>`,
  ],
  [
    'orrery-analytics',
    'Orrery Analytics',
    `<circle cx="22" cy="24" r="6" fill="#000"/><ellipse cx="22" cy="24" rx="17" ry="8" fill="none" stroke="#000" stroke-width="3" transform="rotate(-25 22 24)"/>`,
  ],
  [
    'tidewell-insurance',
    'Tidewell Insurance',
    `<path d="M4 22 C10 14 16 14 22 22 C28 30 34 30 40 22 M4 32 C10 24 16 24 22 32 C28 40 34 40 40 32" fill="none" stroke="#000" stroke-width="4" stroke-linecap="round"/>`,
  ],
  [
    'paperkite',
    'Paperkite',
    `<path d="M22 4 L38 22 L22 44 L6 22 Z" fill="none" stroke="#000" stroke-width="3.5" stroke-linejoin="round"/><path d="M22 4 V44 M6 22 H38" stroke="#000" stroke-width="2.5"/>`,
  ],
  [
    'summit-and-vale',
    'Summit & Vale',
    `<path d="M2 38 L16 14 L24 26 L30 18 L42 38 Z" fill="#000"/>`,
  ],
  [
    'ironbark-robotics',
    'Ironbark Robotics',
    `<rect x="6" y="8" width="32" height="32" rx="8" fill="none" stroke="#000" stroke-width="3.5"/><circle cx="16" cy="22" r="3.5" fill="#000"/><circle cx="28" cy="22" r="3.5" fill="#000"/><path d="M15 31 H29" stroke="#000" stroke-width="3" stroke-linecap="round"/>`,
  ],
]

export function logoArt(name, glyph) {
  // The wordmark as outlines (outline.mjs: an SVG image has no web fonts), the width its own.
  const H = 48
  const word = boldOutline(52, 31, name, { size: 21, fill: '#000000', letterSpacing: -0.3 })
  const W = Math.ceil(52 + word.width + 12)
  return svgDoc(W, H, glyph + word.svg)
}
