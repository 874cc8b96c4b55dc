// Writer 2 of 3: the files. The gated-download PDF (one page, written by hand), the /agent3 demo
// video (content/assets/agent-demo.mp4, made by scripts/build-demo-video.mjs) and its captions
// (WebVTT), written to public/files/embedded/migration/<sha1>.<ext>, each with its
// `sanity.fileAsset` document.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { CMS_CDN, CREATED_AT, DATASET_NAME, PROJECT, root, sha1 } from './common.mjs'
import { DEMO_VIDEO, demoVideoCaptions } from './demoVideo.mjs'

const FILE_DIR = path.join(root, 'public/files/embedded/migration')

// ---------------------------------------------------------------------------------------------
// The gated-download PDF (one page, Helvetica, written by hand)
// ---------------------------------------------------------------------------------------------

const PLAYBOOK_LINES = [
  ['F2', 22, 'The Agent Playbook'],
  ['F1', 12, 'Ten habits for shipping with Agent 3  -  Forgeline Labs, Inc.'],
  ['F1', 11, ''],
  ['F2', 12, '1. Write a brief, not a prompt.'],
  [
    'F1',
    11,
    '   Say who it is for, what they need to do, the constraints, and how you will check it.',
  ],
  ['F2', 12, '2. Approve the plan before any code is written.'],
  [
    'F1',
    11,
    '   Reorder steps, cut scope, and ask for a smaller first milestone when the job is big.',
  ],
  ['F2', 12, '3. Slice work by outcome a user can see.'],
  ['F1', 11, '   One visible behaviour per step keeps every diff small enough to review properly.'],
  ['F2', 12, '4. Turn "done when" into tests.'],
  ['F1', 11, '   The agent runs them after every step; a single command should run them all.'],
  ['F2', 12, '5. Keep secrets in the vault.'],
  ['F1', 11, '   Reference keys by name. Never paste a credential into a prompt or a file.'],
  ['F2', 12, '6. Use realistic, not real, data.'],
  ['F1', 11, '   Seed scripts with synthetic records make bugs reproducible and keep people safe.'],
  ['F2', 12, '7. Review like a teammate.'],
  ['F1', 11, '   Read the summary, then the diff. Ask why. Leave comments for the next pass.'],
  ['F2', 12, '8. Name your checkpoints.'],
  ['F1', 11, '   A good name tells you where to roll back to without opening the diff.'],
  ['F2', 12, '9. Ship to a preview first.'],
  ['F1', 11, '   Production deploys stay a human decision; previews are cheap, so use them.'],
  ['F2', 12, '10. Measure outcomes, not output.'],
  ['F1', 11, '   Track lead time, review time and rework - not lines of code written.'],
  ['F1', 11, ''],
  ['F1', 9, 'Forgeline and Agent 3 are fictional products used for demonstration content.'],
]

function buildPdf() {
  const pdfText = (s) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')
  let y = 760
  let stream = 'BT\n'
  // An orange rule at the top of the page.
  const graphics = '0.992 0.329 0.008 rg\n56 790 483 6 re f\n0 0 0 rg\n'
  for (const [font, size, line] of PLAYBOOK_LINES) {
    y -= size + (font === 'F2' && size === 12 ? 10 : 6)
    if (line) stream += `/${font} ${size} Tf 1 0 0 1 56 ${y} Tm (${pdfText(line)}) Tj\n`
  }
  stream += 'ET\n'
  const content = graphics + stream
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    '<< /Title (The Agent Playbook) /Author (Forgeline Labs, Inc.) /Producer (build-content-assets.mjs) >>',
  ]
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/** One `sanity.fileAsset` document for a file written to public/, in the export's shape. */
async function writeFileAsset(bytes, { extension, mimeType, originalFilename }) {
  const id = sha1(bytes)
  await writeFile(path.join(FILE_DIR, `${id}.${extension}`), bytes)
  const _id = `file-${id}-${extension}`
  return {
    _id,
    _type: 'sanity.fileAsset',
    _createdAt: CREATED_AT,
    _updatedAt: CREATED_AT,
    _rev: sha1(`rev:${_id}`).slice(0, 22),
    assetId: id,
    sha1hash: id,
    originalFilename,
    extension,
    mimeType,
    size: bytes.length,
    path: `files/${PROJECT}/${DATASET_NAME}/${id}.${extension}`,
    // Served by the site itself from public/ (not the CMS CDN), so the gated download works with
    // no network (DESIGN §4.5); images keep the CDN form, which the media rules rewrite.
    url: `/files/${PROJECT}/${DATASET_NAME}/${id}.${extension}`,
  }
}

export async function buildFiles() {
  await rm(FILE_DIR, { recursive: true, force: true })
  await mkdir(FILE_DIR, { recursive: true })
  const playbook = await writeFileAsset(buildPdf(), {
    extension: 'pdf',
    mimeType: 'application/pdf',
    originalFilename: 'forgeline-agent-playbook.pdf',
  })
  const video = await writeFileAsset(await readFile(DEMO_VIDEO), {
    extension: 'mp4',
    mimeType: 'video/mp4',
    originalFilename: 'agent-demo.mp4',
  })
  const captions = await writeFileAsset(Buffer.from(demoVideoCaptions(), 'utf8'), {
    extension: 'vtt',
    mimeType: 'text/vtt',
    originalFilename: 'agent-demo.en.vtt',
  })
  return {
    files: {
      playbook: playbook._id,
      // A video block holds an address, not a file reference: the file's address on the CMS
      // CDN, which the media rules (SPEC §3) point at this site for the embedded source.
      agentDemoVideoUrl: `${CMS_CDN}/${video.path}`,
      agentDemoCaptions: captions._id,
    },
    docs: [playbook, video, captions],
  }
}
