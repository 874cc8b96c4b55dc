// SVG drawing primitives for the demo artwork: the palette, fonts, a seeded PRNG, shapes, text,
// the spark and Forgeline mark, gradients, shadows and grid patterns. Pure string builders.

export const C = {
  ink: '#0b1419',
  ink2: '#0f1c23',
  panel: '#122028',
  panel2: '#172832',
  line: '#243641',
  muted: '#35505e',
  dim: '#55707e',
  soft: '#8fa2ad',
  white: '#f4f6f8',
  orange: '#fd5402',
  orangeDeep: '#c2410c',
  amber: '#ffb14a',
  teal: '#2dd4bf',
  blue: '#5aa9ff',
  violet: '#a78bfa',
  green: '#34d399',
  pink: '#f472b6',
  navy: '#0d1b2a',
  navy2: '#16283d',
  sand: '#f7f2ea',
  sand2: '#ede4d6',
  paper: '#ffffff',
  mist: '#f3f4f6',
  slate: '#1b2333',
  grey: '#666d79',
}

export const SANS = "Inter, 'DejaVu Sans', Helvetica, Arial, sans-serif"
export const MONO = "'JetBrains Mono', 'DejaVu Sans Mono', Menlo, monospace"

/** Small deterministic PRNG so the artwork is identical on every run. */
export function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const esc = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

export const svgDoc = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  (defs ? `<defs>${defs}</defs>` : '') +
  body +
  `</svg>`

export const rect = (x, y, w, h, fill, r = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`

/** A rounded bar: stands in for a line of text in UI mock-ups. */
export const bar = (x, y, w, h, fill, opacity = 1) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}" opacity="${opacity}"/>`

export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`

export const text = (
  x,
  y,
  s,
  { size = 16, fill = C.white, weight = 400, font = SANS, anchor = 'start', extra = '' } = {},
) =>
  `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" ${extra}>${esc(s)}</text>`

export const check = (cx, cy, r, fill, stroke = '#fff') =>
  circle(cx, cy, r, fill) +
  `<path d="M${cx - r * 0.45} ${cy + r * 0.02} l${r * 0.3} ${r * 0.3} l${r * 0.6} -${r * 0.62}" fill="none" stroke="${stroke}" stroke-width="${Math.max(2, r * 0.22)}" stroke-linecap="round" stroke-linejoin="round"/>`

/** Four-pointed spark: the Agent 3 glyph used across the UI mock-ups. */
export const spark = (cx, cy, r, fill) =>
  `<path d="M${cx} ${cy - r} C${cx + r * 0.14} ${cy - r * 0.14} ${cx + r * 0.14} ${cy - r * 0.14} ${cx + r} ${cy} C${cx + r * 0.14} ${cy + r * 0.14} ${cx + r * 0.14} ${cy + r * 0.14} ${cx} ${cy + r} C${cx - r * 0.14} ${cy + r * 0.14} ${cx - r * 0.14} ${cy + r * 0.14} ${cx - r} ${cy} C${cx - r * 0.14} ${cy - r * 0.14} ${cx - r * 0.14} ${cy - r * 0.14} ${cx} ${cy - r} Z" fill="${fill}"/>`

/** The Forgeline mark: a slanted F built from three bars, with a spark at its top right. */
export function forgelineMark(x, y, s, fill, sparkFill = fill) {
  const u = s / 64
  const p = (px, py) => `${(x + px * u).toFixed(2)} ${(y + py * u).toFixed(2)}`
  return (
    `<path d="M${p(18, 8)} L${p(50, 8)} L${p(46, 20)} L${p(14, 20)} Z" fill="${fill}"/>` +
    `<path d="M${p(12, 26)} L${p(38, 26)} L${p(34, 38)} L${p(8, 38)} Z" fill="${fill}"/>` +
    `<path d="M${p(6, 44)} L${p(20, 44)} L${p(14, 58)} L${p(0.5, 58)} Z" fill="${fill}"/>` +
    spark(x + 56 * u, y + 30 * u, 7 * u, sparkFill)
  )
}

export const glow = (id, color, opacity = 0.55) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`

export const linear = (id, stops, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
  stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('') +
  `</linearGradient>`

export const softShadow = (id, blur = 24, opacity = 0.45) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${blur}"/><feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer></filter>`

export function gridPattern(id, size, color, opacity) {
  return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><path d="M${size} 0 L0 0 0 ${size}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="1"/></pattern>`
}
