#!/usr/bin/env node
// Draws and encodes the /agent3 demo video of the embedded dataset (issue 33 item 5: the video
// plays with no network). Needs ffmpeg (Debian: apt-get install ffmpeg); its output,
// content/assets/agent-demo.mp4, is committed, so building the dataset and CI need no ffmpeg.
//
//   npx node scripts/build-demo-video.mjs && npx node scripts/build-content-assets.mjs
//
// Each scene of scripts/content-assets/demoVideo.mjs is rasterised with sharp at 960x540, shown
// for SCENE_SECONDS and cross-faded into the next, with an orange bar along the bottom edge
// that fills over the whole video. H.264 (Main profile, yuv420p, the index at the front), no
// sound track: what every browser's <video> plays, Debian's Chromium included.
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { DEMO_VIDEO, SCENE_SECONDS, SCENES, sceneArt } from './content-assets/demoVideo.mjs'

const WIDTH = 960
const HEIGHT = 540
const FPS = 24
const FADE = 0.3

const dir = await mkdtemp(path.join(os.tmpdir(), 'demo-video-'))
try {
  const inputs = []
  for (const [i, scene] of SCENES.entries()) {
    const file = path.join(dir, `scene-${i}.png`)
    const svg = Buffer.from(sceneArt(scene, i))
    await writeFile(file, await sharp(svg, { density: 72 }).resize(WIDTH, HEIGHT).png().toBuffer())
    // A fade longer than its slot: it fades in over the FADE seconds before its slot starts.
    const seconds = SCENE_SECONDS + FADE
    inputs.push('-loop', '1', '-framerate', String(FPS), '-t', String(seconds), '-i', file)
  }
  const total = SCENES.length * SCENE_SECONDS
  // Scene i fades in over the last FADE seconds before i*SCENE_SECONDS, so it is fully shown
  // from the start of its caption's cue (demoVideoCaptions) to the end of it.
  let chain = ''
  let last = '[0:v]'
  for (let i = 1; i < SCENES.length; i += 1) {
    const out = `[x${i}]`
    const offset = (i * SCENE_SECONDS - FADE).toFixed(3)
    chain += `${last}[${i}:v]xfade=transition=fade:duration=${FADE}:offset=${offset}${out};`
    last = out
  }
  const filter =
    chain +
    `color=c=0xfd5402:s=${WIDTH}x6:r=${FPS}[bar];` +
    `${last}[bar]overlay=x='-w+w*t/${total}':y=H-h:shortest=1,` +
    `trim=duration=${total},format=yuv420p[v]`
  await mkdir(path.dirname(DEMO_VIDEO), { recursive: true })
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...inputs,
      '-filter_complex',
      filter,
      '-map',
      '[v]',
      '-an',
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-preset',
      'veryslow',
      '-tune',
      'stillimage',
      '-crf',
      '30',
      '-r',
      String(FPS),
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      DEMO_VIDEO,
    ],
    { stdio: 'inherit' },
  )
  const { size } = await stat(DEMO_VIDEO)
  console.log(
    `wrote ${path.relative(process.cwd(), DEMO_VIDEO)}: ${total} s, ${(size / 1024).toFixed(0)} KiB`,
  )
} finally {
  await rm(dir, { recursive: true, force: true })
}
