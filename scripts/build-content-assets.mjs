#!/usr/bin/env node
// Builds the embedded demo dataset (content/dataset.ndjson) and the files it points at.
//
//   node scripts/build-content-assets.mjs
//
// 1. Draws the original artwork as SVG (abstract illustrations, product UI mock-ups, icons,
//    avatars, customer logos, the Forgeline mark) and writes it to
//    public/images/embedded/migration/<id>-<w>x<h>.<ext>: SVG as is, everything else rasterised
//    with sharp (PNG for flat UI art, JPEG q80 for gradient art).
// 2. Writes the gated-download PDF, the /agent3 demo video (content/assets/agent-demo.mp4, drawn
//    and encoded by scripts/build-demo-video.mjs, which needs ffmpeg) and its captions (WebVTT)
//    to public/files/embedded/migration/<id>.<ext>.
// 3. Makes a `sanity.imageAsset` / `sanity.fileAsset` document for each file, with a real lqip
//    (a 20px-wide blurred JPEG as a data URL), in the shape `sanity dataset export` produces.
// 4. Builds the content documents (content/source/documents.mjs) against those assets and writes
//    everything to content/dataset.ndjson, one document per line.
//
// Asset ids are the SHA-1 of the drawing's source (not of the rasterised bytes), so they stay
// stable when the script is run again on another machine or sharp version.
//
// The three writers are in scripts/content-assets/: artwork.mjs (drawings.mjs, svg.mjs), files.mjs
// and dataset.mjs; this script runs them in that order.
import { assertNoStaleImages, buildImages } from './content-assets/artwork.mjs'
import { writeDataset } from './content-assets/dataset.mjs'
import { buildFiles } from './content-assets/files.mjs'

const images = await buildImages()
const files = await buildFiles()
await writeDataset(images, files)
await assertNoStaleImages(images.docs)
