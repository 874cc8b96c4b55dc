// The /agent3 demo video (issue 33 item 5): a short animation of the workspace, drawn like the
// rest of the artwork, and its English captions. One list of scenes feeds both, so the captions
// stay in step with the pictures: scripts/build-demo-video.mjs draws the scenes and encodes them
// with ffmpeg into content/assets/agent-demo.mp4 (committed: building the dataset needs no
// ffmpeg); files.mjs publishes that file and these captions with the dataset.
import path from 'node:path'

import { posterArt } from './drawings.mjs'
import { C, MONO, check, circle, rect, text } from './svg.mjs'
import { root } from './common.mjs'

/** Where the encoded video is kept; files.mjs copies it to public/files with its asset id. */
export const DEMO_VIDEO = path.join(root, 'content/assets/agent-demo.mp4')

/** How long each scene is shown, in seconds (the cross-fade to the next one comes after it). */
export const SCENE_SECONDS = 2.5

/** What each scene shows in its step card, and the caption said over it (WCAG 1.2.2). */
export const SCENES = [
  {
    step: 'PROMPT',
    title: 'An inventory dashboard for a',
    detail: 'small warehouse team.',
    caption: 'One prompt: an inventory dashboard.',
  },
  {
    step: 'PLAN',
    title: 'Stock table · Charts · Alerts',
    detail: 'Three steps, ready for review.',
    caption: 'Agent 3 writes a plan before any code.',
  },
  {
    step: 'BUILD',
    title: 'Schema, then API, then pages',
    detail: 'Writing the tests as it goes.',
    caption: 'We approve it. The agent builds.',
    progress: 0.7,
  },
  {
    step: 'TEST',
    title: '11 passed · 1 failed',
    detail: 'Low-stock alert fires one item late.',
    caption: 'A test fails: the low-stock alert is late.',
    tests: { passed: 11, failed: 1 },
  },
  {
    step: 'FIX',
    title: '12 passed',
    detail: 'Fixed the comparison; tests run again.',
    caption: 'It fixes the comparison. All tests pass.',
    tests: { passed: 12, failed: 0 },
  },
  {
    step: 'DEPLOY',
    title: 'Live after one click',
    detail: 'Four minutes from prompt to app.',
    caption: 'One click deploys it: a live app.',
    done: true,
  },
]

const stamp = (seconds) => {
  const ms = Math.round(seconds * 1000)
  const mm = String(Math.floor(ms / 60000)).padStart(2, '0')
  const ss = String(Math.floor((ms % 60000) / 1000)).padStart(2, '0')
  return `${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`
}

/** The WebVTT captions: one cue a scene, timed to the scene's place in the video. */
export function demoVideoCaptions() {
  const cues = SCENES.map(
    (scene, i) =>
      `${stamp(i * SCENE_SECONDS)} --> ${stamp((i + 1) * SCENE_SECONDS)}\n${scene.caption}\n`,
  )
  return `WEBVTT\n\n${cues.join('\n')}`
}

/** One scene as SVG (1920x1080): the poster's workspace with the scene's step card over it. */
export function sceneArt(scene, index) {
  const x = 980
  const y = 620
  const w = 860
  const h = 340
  let s = rect(x + 10, y + 14, w, h, '#000', 22, 'opacity="0.45"')
  s += rect(x, y, w, h, C.ink, 22, `stroke="${C.orange}" stroke-width="3"`)
  s += text(x + 48, y + 70, `STEP ${index + 1} OF ${SCENES.length} · ${scene.step}`, {
    size: 28,
    fill: C.amber,
    weight: 700,
    font: MONO,
    extra: 'letter-spacing="3"',
  })
  s += text(x + 48, y + 146, scene.title, { size: 46, fill: C.white, weight: 700 })
  s += text(x + 48, y + 204, scene.detail, { size: 34, fill: C.soft })
  const rowY = y + 268
  if (scene.progress !== undefined) {
    s += rect(x + 48, rowY, w - 96, 18, C.line, 9)
    s += rect(x + 48, rowY, Math.round((w - 96) * scene.progress), 18, C.orange, 9)
  } else if (scene.tests) {
    const total = scene.tests.passed + scene.tests.failed
    for (let i = 0; i < total; i += 1) {
      const failed = i >= scene.tests.passed
      s += circle(x + 66 + i * 56, rowY + 9, 18, failed ? C.pink : C.green)
    }
  } else if (scene.done) {
    s += check(x + 70, rowY + 9, 26, C.green, C.ink)
    s += text(x + 112, rowY + 20, 'inventory.forgeline.example', {
      size: 30,
      fill: C.green,
      weight: 700,
      font: MONO,
    })
  } else {
    // A caret: the prompt is being typed, or the plan waits for approval.
    s += rect(x + 48, rowY - 8, 4, 36, C.orange)
  }
  return posterArt().replace(/<\/svg>$/, `${s}</svg>`)
}
