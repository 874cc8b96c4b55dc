// Issue 33: /favicon.ico for the clients that ask for it whatever the page links (feed readers,
// bookmarks, crawlers, older browsers). Next serves public/favicon.ico as it is; this script makes
// it from public/icon.svg (which pages carry inline: src/server/siteIcon.ts), so re-run it when the
// icon changes:
//   npx node scripts/favicon.mjs
// An ICO file may hold PNG images (Windows Vista and every current browser read them): one header,
// one directory entry per size, then the PNGs as sharp renders them from the SVG.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const svgPath = path.join(root, 'public/icon.svg')
const icoPath = path.join(root, 'public/favicon.ico')
/** The sizes Windows and browsers pick from: tabs (16, 32) and the desktop/taskbar (48). */
const SIZES = [16, 32, 48]

const svg = readFileSync(svgPath)
const pngs = await Promise.all(
  SIZES.map((size) =>
    sharp(svg, { density: Math.ceil((72 * size) / 32) * 4 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ),
)

const HEADER = 6
const ENTRY = 16
const header = Buffer.alloc(HEADER)
header.writeUInt16LE(0, 0) // reserved
header.writeUInt16LE(1, 2) // 1 = icon
header.writeUInt16LE(SIZES.length, 4)
let offset = HEADER + ENTRY * SIZES.length
const entries = SIZES.map((size, index) => {
  const png = pngs[index]
  const entry = Buffer.alloc(ENTRY)
  entry.writeUInt8(size >= 256 ? 0 : size, 0) // width (0 means 256)
  entry.writeUInt8(size >= 256 ? 0 : size, 1) // height
  entry.writeUInt8(0, 2) // no palette
  entry.writeUInt8(0, 3) // reserved
  entry.writeUInt16LE(1, 4) // colour planes
  entry.writeUInt16LE(32, 6) // bits per pixel
  entry.writeUInt32LE(png.length, 8)
  entry.writeUInt32LE(offset, 12)
  offset += png.length
  return entry
})
const ico = Buffer.concat([header, ...entries, ...pngs])
writeFileSync(icoPath, ico)
console.log(`${path.relative(root, icoPath)}: ${SIZES.join(', ')} px, ${ico.length} bytes`)
