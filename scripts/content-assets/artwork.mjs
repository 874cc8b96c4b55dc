// Writer 1 of 3: the artwork. Renders every drawing of the catalogue to
// public/images/embedded/migration/<id>-<w>x<h>.<ext> (SVG as is, PNG for flat UI art, JPEG q80
// for gradient art, rasterised with sharp) and makes a `sanity.imageAsset` document for each, with
// a real lqip. Ids are the SHA-1 of the drawing's source, not of the rasterised bytes, so they stay
// stable on another machine or sharp version.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

import { CREATED_AT, DATASET_NAME, PROJECT, root, sha1 } from './common.mjs'
import {
  editorWindowArt,
  agentChatArt,
  pipelineArt,
  forgeArt,
  wavesArt,
  blocksArt,
  promoCardArt,
  posterArt,
  playbookCoverArt,
  stepDescribeArt,
  stepPlanArt,
  stepShipArt,
  reviewLoopArt,
  avatarArt,
  lockupArt,
  markArt,
  ICONS,
  iconArt,
  logoArt,
  CUSTOMERS,
} from './drawings.mjs'

export const IMAGE_DIR = path.join(root, 'public/images/embedded/migration')

// ---------------------------------------------------------------------------------------------
// The catalogue of images: name -> drawing, format and size
// ---------------------------------------------------------------------------------------------

function catalogue() {
  const items = [
    { name: 'workspace-editor', format: 'png', svg: editorWindowArt() },
    { name: 'agent-chat', format: 'png', svg: agentChatArt() },
    { name: 'deploy-pipeline', format: 'png', svg: pipelineArt() },
    { name: 'art-forge', format: 'jpg', svg: forgeArt() },
    { name: 'art-waves', format: 'jpg', svg: wavesArt() },
    { name: 'art-blocks', format: 'jpg', svg: blocksArt() },
    { name: 'promo-playbook', format: 'jpg', svg: promoCardArt() },
    { name: 'video-poster', format: 'jpg', svg: posterArt() },
    { name: 'playbook-cover', format: 'jpg', svg: playbookCoverArt() },
    { name: 'step-describe', format: 'png', svg: stepDescribeArt() },
    { name: 'step-plan', format: 'png', svg: stepPlanArt() },
    { name: 'step-ship', format: 'png', svg: stepShipArt() },
    { name: 'review-loop', format: 'png', svg: reviewLoopArt() },
    { name: 'avatar-mo', format: 'png', svg: avatarArt('MO', '#c2410c', '#7c2d12', 1) },
    { name: 'avatar-dw', format: 'png', svg: avatarArt('DW', '#1d4ed8', '#0d1b2a', 2) },
    { name: 'avatar-lv', format: 'png', svg: avatarArt('LV', '#7c3aed', '#312e81', 3) },
    { name: 'avatar-ti', format: 'png', svg: avatarArt('TI', '#0f766e', '#0b1419', 4) },
    { name: 'avatar-jr', format: 'png', svg: avatarArt('JR', '#9a3412', '#1b2333', 5) },
    { name: 'brand-lockup', format: 'png', svg: lockupArt() },
    { name: 'forgeline-mark', format: 'svg', svg: markArt() },
    ...Object.keys(ICONS).map((icon) => ({
      name: `icon-${icon}`,
      format: 'svg',
      svg: iconArt(icon),
    })),
    ...CUSTOMERS.map(([slug, label, glyph]) => ({
      name: `logo-${slug}`,
      format: 'svg',
      svg: logoArt(label, glyph),
    })),
  ]
  return items.map((item) => {
    const m = /width="(\d+)" height="(\d+)"/.exec(item.svg)
    return { ...item, width: Number(m[1]), height: Number(m[2]) }
  })
}

const MIME = { png: 'image/png', jpg: 'image/jpeg', svg: 'image/svg+xml' }

async function render(item) {
  const svg = Buffer.from(item.svg)
  if (item.format === 'svg') return svg
  const img = sharp(svg, { density: 72 })
  if (item.format === 'png') return img.png({ compressionLevel: 9, palette: false }).toBuffer()
  return img.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer()
}

/** Sanity-style lqip: a 20px-wide blurred JPEG as a base64 data URL. */
async function lqip(buffer) {
  const out = await sharp(buffer, { density: 72 })
    .flatten({ background: '#ffffff' })
    .resize(20)
    .blur(1.2)
    .jpeg({ quality: 60 })
    .toBuffer()
  return `data:image/jpeg;base64,${out.toString('base64')}`
}

export async function buildImages() {
  await rm(IMAGE_DIR, { recursive: true, force: true })
  await mkdir(IMAGE_DIR, { recursive: true })
  const assets = {}
  const docs = []
  for (const item of catalogue()) {
    const id = sha1(item.svg)
    const { width, height, format } = item
    const file = `${id}-${width}x${height}.${format}`
    const bytes = await render(item)
    const meta = await sharp(bytes, { density: 72 }).metadata()
    if (meta.width !== width || meta.height !== height)
      throw new Error(
        `${item.name}: rendered ${meta.width}x${meta.height}, expected ${width}x${height}`,
      )
    await writeFile(path.join(IMAGE_DIR, file), bytes)
    const _id = `image-${id}-${width}x${height}-${format}`
    const hasAlpha = format !== 'jpg' && Boolean(meta.hasAlpha)
    docs.push({
      _id,
      _type: 'sanity.imageAsset',
      _createdAt: CREATED_AT,
      _updatedAt: CREATED_AT,
      _rev: sha1(`rev:${_id}`).slice(0, 22),
      assetId: id,
      sha1hash: sha1(bytes),
      originalFilename: `${item.name}.${format}`,
      extension: format,
      mimeType: MIME[format],
      size: bytes.length,
      path: `images/${PROJECT}/${DATASET_NAME}/${file}`,
      url: `https://cdn.sanity.io/images/${PROJECT}/${DATASET_NAME}/${file}`,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: {
          _type: 'sanity.imageDimensions',
          width,
          height,
          aspectRatio: width / height,
        },
        lqip: await lqip(bytes),
        hasAlpha,
        isOpaque: !hasAlpha,
      },
    })
    assets[item.name] = _id
  }
  return { assets, docs }
}

/** Leave no stale files behind from an earlier run (ids change when a drawing changes). */
export async function assertNoStaleImages(imageDocs) {
  const expected = new Set(imageDocs.map((d) => path.basename(d.path)))
  for (const name of await readdir(IMAGE_DIR))
    if (!expected.has(name)) throw new Error(`stale ${name}`)
}
