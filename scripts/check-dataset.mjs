#!/usr/bin/env node
// Checks the embedded demo dataset (content/dataset.ndjson) and the files it points at.
//
//   node scripts/check-dataset.mjs
//
// Structure: every line is a JSON document; every _ref resolves (to the right document type);
// array keys are present and unique; spans are well formed; image files exist with the size in
// their id; the PDF, captions and video are valid; internal links target pages; external links
// use .example hosts; a video is a file of the dataset or an .example address.
// Content: the singletons, pages, forms and drafts the site expects; one h1 per page; every block
// style, list kind, decorator, annotation, embedded block type and navigation kind appears (a
// coverage table is printed); embedded blocks carry all their contract fields; theme colours
// meet WCAG AA. Finally a GROQ query is evaluated with groq-js. Exits 1 on any failure.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { evaluate, parse } from 'groq-js'
import sharp from 'sharp'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const errors = []
const DECORATORS = ['strong', 'em', 'center', 'pixelText', 'code', 'typingAnimation']
const fail = (msg) => errors.push(msg)

// --- 1. Parse -------------------------------------------------------------------------------

const lines = readFileSync(path.join(root, 'content/dataset.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
const docs = []
lines.forEach((line, i) => {
  try {
    const d = JSON.parse(line)
    if (typeof d._id !== 'string' || typeof d._type !== 'string')
      fail(`line ${i + 1}: no _id/_type`)
    docs.push(d)
  } catch (e) {
    fail(`line ${i + 1}: invalid JSON (${e.message})`)
  }
})
const byId = new Map(docs.map((d) => [d._id, d]))
if (byId.size !== docs.length) fail('duplicate _id values')
const published = docs.filter((d) => !d._id.startsWith('drafts.'))
const pages = published.filter((d) => d._type === 'page')

// --- 2. Walk every value --------------------------------------------------------------------

/** Calls fn(value, path, parentKeyName) for every object in the tree. */
function walk(value, fn, at = []) {
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, fn, [...at, i]))
  else if (value && typeof value === 'object') {
    fn(value, at)
    for (const [k, v] of Object.entries(value)) walk(v, fn, [...at, k])
  }
}

const REF_TARGET_TYPES = {
  theme: ['theme'],
  headerTheme: ['theme'],
  homePage: ['page'],
  internalLink: ['page'],
  modalContent: ['formDocument'],
  form: ['formDocument'],
}

const isExampleUrl = (url) =>
  /^mailto:[^@]+@([a-z0-9-]+\.)*[a-z0-9-]+\.example$/.test(url) ||
  /^https:\/\/([a-z0-9-]+\.)*[a-z0-9-]+\.example(\/|$)/.test(url)

const isVideoFile = (url) =>
  docs.some(
    (d) =>
      d._type === 'sanity.fileAsset' &&
      d.mimeType?.startsWith('video/') &&
      url === `https://cdn.sanity.io/${d.path}`,
  )

for (const d of docs) {
  walk(d, (obj, at) => {
    const where = `${d._id}:${at.join('.')}`
    const name = at[at.length - 1]
    // References.
    if (obj._type === 'reference' || typeof obj._ref === 'string') {
      const target = byId.get(obj._ref)
      if (!target) fail(`${where}: _ref ${obj._ref} does not resolve`)
      else {
        const parentName = typeof name === 'number' ? at[at.length - 2] : name
        const want = name === 'asset' ? null : REF_TARGET_TYPES[parentName]
        if (want && !want.includes(target._type)) fail(`${where}: ${parentName} → ${target._type}`)
        if (name === 'asset' && !target._type.startsWith('sanity.'))
          fail(`${where}: asset → ${target._type}`)
      }
    }
    // Arrays of objects: keys present and unique.
    for (const [k, v] of Object.entries(obj)) {
      if (!Array.isArray(v) || !v.some((item) => item && typeof item === 'object')) continue
      const seen = new Set()
      v.forEach((item, i) => {
        if (!item || typeof item !== 'object') return
        if (typeof item._key !== 'string' || !item._key) fail(`${where}.${k}[${i}]: missing _key`)
        else if (seen.has(item._key)) fail(`${where}.${k}: duplicate _key ${item._key}`)
        seen.add(item._key)
      })
    }
    // Blocks and spans.
    if (obj._type === 'block') {
      const defs = new Set((obj.markDefs ?? []).map((m) => m._key))
      if (!Array.isArray(obj.markDefs)) fail(`${where}: block without markDefs`)
      for (const span of obj.children ?? []) {
        if (span._type !== 'span' || typeof span._key !== 'string' || !Array.isArray(span.marks))
          fail(`${where}: malformed span ${JSON.stringify(span).slice(0, 80)}`)
        for (const mark of span.marks ?? [])
          if (!DECORATORS.includes(mark) && !defs.has(mark)) fail(`${where}: unknown mark ${mark}`)
      }
      for (const def of obj.markDefs ?? []) {
        const used = (obj.children ?? []).some((s) => s.marks?.includes(def._key))
        if (!used) fail(`${where}: markDef ${def._key} is not used`)
      }
    }
    // Links: internal ones target a page; external ones use reserved example hosts.
    if (typeof obj.linkType === 'string') {
      if (obj.linkType.includes('internal')) {
        const target = byId.get(obj.internalLink?._ref)
        if (!target || target._type !== 'page')
          fail(`${where}: internal link without a page target`)
      } else if (obj.linkType === 'external') {
        const url = obj.link ?? obj.externalUrl
        if (!url || !isExampleUrl(url))
          fail(`${where}: external URL ${url} is not an .example address`)
      } else fail(`${where}: linkType ${obj.linkType}`)
    }
    // A video is a file of the dataset at its CMS CDN address (the media rules serve it from
    // public/, so it plays offline: issue 33) or a made-up platform address.
    if (
      typeof obj.videoUrl === 'string' &&
      !isExampleUrl(obj.videoUrl) &&
      !isVideoFile(obj.videoUrl)
    )
      fail(`${where}: videoUrl ${obj.videoUrl} is neither a video file of the dataset nor .example`)
  })
}

// --- 3. Assets ------------------------------------------------------------------------------

const imageAssets = docs.filter((d) => d._type === 'sanity.imageAsset')
let imageBytes = 0
for (const a of imageAssets) {
  const m = /^image-([0-9a-f]{40})-(\d+)x(\d+)-(png|jpg|svg)$/.exec(a._id)
  if (!m) {
    fail(`${a._id}: id is not image-<sha1>-<w>x<h>-<ext>`)
    continue
  }
  const [, id, w, h, ext] = m
  const file = `${id}-${w}x${h}.${ext}`
  if (a.path !== `images/embedded/migration/${file}`) fail(`${a._id}: path ${a.path}`)
  if (a.url !== `https://cdn.sanity.io/images/embedded/migration/${file}`)
    fail(`${a._id}: url ${a.url}`)
  if (a.extension !== ext) fail(`${a._id}: extension ${a.extension}`)
  const dims = a.metadata?.dimensions
  if (
    dims?.width !== Number(w) ||
    dims?.height !== Number(h) ||
    Math.abs(dims.aspectRatio - w / h) > 1e-9
  )
    fail(`${a._id}: metadata.dimensions`)
  const full = path.join(root, 'public', a.path)
  if (!existsSync(full)) {
    fail(`${a._id}: missing file public/${a.path}`)
    continue
  }
  imageBytes += statSync(full).size
  const meta = await sharp(full).metadata()
  if (meta.width !== Number(w) || meta.height !== Number(h))
    fail(`${a._id}: file is ${meta.width}x${meta.height}`)
  const lqip = a.metadata?.lqip ?? ''
  if (!lqip.startsWith('data:image/jpeg;base64,')) fail(`${a._id}: lqip is not a JPEG data URL`)
  else {
    const lq = await sharp(Buffer.from(lqip.split(',')[1], 'base64')).metadata()
    if (lq.format !== 'jpeg' || lq.width !== 20)
      fail(`${a._id}: lqip is ${lq.format} ${lq.width}px`)
  }
}
function dirBytes(dir) {
  let sum = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    sum += entry.isDirectory() ? dirBytes(full) : statSync(full).size
  }
  return sum
}
const totalImages = Number((dirBytes(path.join(root, 'public/images')) / 1024 / 1024).toFixed(2))
if (totalImages >= 3) fail(`public/images is ${totalImages} MB (limit 3 MB)`)

const sha1 = (bytes) => createHash('sha1').update(bytes).digest('hex')

/** A PDF whose cross-reference table points at its objects. */
function checkPdf(a, bytes) {
  const pdf = bytes.toString('latin1')
  if (!pdf.startsWith('%PDF-') || !pdf.trimEnd().endsWith('%%EOF')) fail(`${a._id}: not a PDF`)
  const startxref = Number(/startxref\s+(\d+)/.exec(pdf)?.[1])
  if (!pdf.startsWith('xref', startxref))
    fail(`${a._id}: startxref does not point at the xref table`)
  const entries = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((e) =>
    Number(e[1]),
  )
  entries.forEach((off, i) => {
    if (!pdf.startsWith(`${i + 1} 0 obj`, off)) fail(`${a._id}: xref entry ${i + 1} is off`)
  })
}

/** A WebVTT captions file: the signature, then cues with well-formed, increasing times. */
function checkVtt(a, bytes) {
  const text = bytes.toString('utf8')
  if (!text.startsWith('WEBVTT')) fail(`${a._id}: not a WebVTT file`)
  const times = [...text.matchAll(/^(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d)\.(\d{3})$/gm)]
  if (times.length === 0) fail(`${a._id}: no cues`)
  let last = -1
  for (const t of times) {
    const start = Number(t[1]) * 60 + Number(t[2]) + Number(t[3]) / 1000
    const end = Number(t[4]) * 60 + Number(t[5]) + Number(t[6]) / 1000
    if (start < last || end <= start) fail(`${a._id}: cue ${t[0]} is out of order`)
    last = end
  }
}

/** An MP4 file: an ISO media file ('ftyp' box first) whose movie index comes before its media
 * data, so the browser can start playing before the whole file has arrived. */
function checkMp4(a, bytes) {
  if (bytes.toString('latin1', 4, 8) !== 'ftyp') fail(`${a._id}: not an MP4 file`)
  const moov = bytes.indexOf('moov', 0, 'latin1')
  const mdat = bytes.indexOf('mdat', 0, 'latin1')
  if (moov < 0 || mdat < 0 || moov > mdat) fail(`${a._id}: the movie index is not at the front`)
  if (bytes.length > 300 * 1024)
    fail(`${a._id}: ${bytes.length} bytes; keep the demo under 300 KiB`)
}

const FILE_CHECKS = { pdf: checkPdf, vtt: checkVtt, mp4: checkMp4 }

for (const a of docs.filter((d) => d._type === 'sanity.fileAsset')) {
  const m = /^file-([0-9a-f]{40})-(pdf|vtt|mp4)$/.exec(a._id)
  if (!m) fail(`${a._id}: id is not file-<sha1>-<pdf|vtt|mp4>`)
  const full = path.join(root, 'public', a.path ?? '')
  if (!existsSync(full)) {
    fail(`${a._id}: missing file public/${a.path}`)
    continue
  }
  // DESIGN §4.5: files are served from public/, so downloads and captions work offline.
  if (a.url !== `/${a.path}`) fail(`${a._id}: url ${a.url} is not the copy in public/ (/${a.path})`)
  const bytes = readFileSync(full)
  if (bytes.length !== a.size) fail(`${a._id}: size ${a.size} but file has ${bytes.length} bytes`)
  if (m && sha1(bytes) !== m[1]) fail(`${a._id}: the file's SHA-1 is not its id`)
  FILE_CHECKS[m?.[2]]?.(a, bytes)
}

// --- 4. Content expectations ----------------------------------------------------------------

const STYLES = [
  'normal',
  'h1',
  'h1-headline',
  'h2-headline',
  'h3-headline',
  'h2',
  'h3',
  'h4',
  'display',
  'display-2',
  'body-2',
  'body-3',
  'body-4',
  'caption',
  'caption-2',
  'mono',
  'subheading-helvetica-20',
]
const EMBEDDED = {
  ctaBlock: ['heading', 'body', 'buttons', 'theme'],
  valuePropGrid: ['heading', 'items', 'columns', 'theme'],
  iconFeatures: ['heading', 'features', 'theme'],
  marquee: ['label', 'items', 'speed'],
  codeSnippet: ['filename', 'language', 'code', 'caption'],
  imageBlock: ['image', 'size', 'rounded'],
  process: ['heading', 'steps', 'theme'],
  videoFigure: ['title', 'videoUrl', 'poster', 'caption', 'autoplay'],
  mapEmbed: ['title', 'query', 'mode', 'zoom', 'caption'],
  testimonial: ['quote', 'authorName', 'authorRole', 'company', 'avatar', 'theme'],
  tagList: ['heading', 'tags'],
  spacer: ['mobileSpacer', 'desktopSpacer'],
  formBlock: ['form'],
  tableOfContents: ['title'],
}
const ITEM_FIELDS = {
  valuePropGrid: ['items', ['icon', 'title', 'description']],
  iconFeatures: ['features', ['icon', 'title', 'description', 'link']],
  marquee: ['items', ['text', 'logo']],
  process: ['steps', ['title', 'description', 'image']],
  tagList: ['tags', ['label']],
}

for (const id of ['siteSettings', 'header', 'footer', 'promo'])
  if (!byId.has(id)) fail(`missing singleton ${id}`)
const settings = byId.get('siteSettings') ?? {}
if (settings.productName !== 'Forgeline' || settings.companyName !== 'Forgeline Labs, Inc.')
  fail('siteSettings names')
if (settings.homePage?._ref !== 'page-home' || !settings.defaultDescription)
  fail('siteSettings homePage/defaultDescription')
if ('loginUrl' in settings || 'signupUrl' in settings)
  fail('siteSettings must not set loginUrl/signupUrl')
const promo = byId.get('promo') ?? {}
if (promo.enablePromo !== true || !JSON.stringify(promo.promoText ?? []).includes('annotationLink'))
  fail('promo must be enabled with a linked promoText')

const slugs = new Map(pages.map((d) => [d.slug?.current, d]))
for (const s of [
  'home',
  'agent3',
  'product',
  'demo',
  'solutions/enterprise',
  'resources/agent-playbook',
  'blog/shipping-with-agents',
  'pricing',
  'contact',
])
  if (!slugs.has(s)) fail(`missing page with slug ${s}`)
for (const pg of pages) {
  if (!pg.title || !pg.description) fail(`${pg._id}: title/description`)
  if (pg.slug?.current?.startsWith('/')) fail(`${pg._id}: slug has a leading slash`)
  if ('hideHeader' in pg) fail(`${pg._id}: hideHeader should be left unset`)
  if (pg.description?.length > 160) fail(`${pg._id}: description is ${pg.description.length} chars`)
}
if (!pages.some((d) => d.showPromo === false)) fail('no page turns the promo off')
if (!pages.some((d) => d.renderExtraTopSpacing === true)) fail('no page has renderExtraTopSpacing')
if (!pages.some((d) => d.theme) || !pages.some((d) => !d.theme))
  fail('page themes: need some set, some unset')
if (!pages.some((d) => d.headerTheme) || !pages.some((d) => !d.headerTheme))
  fail('headerTheme: need some set, some unset')

const draft = byId.get('drafts.page-product')
if (!draft || draft.title !== 'Product (draft)') fail('drafts.page-product missing or wrong title')

// Blocks of a page, in order.
const blocksOf = (pg) => (pg.modules ?? []).flatMap((m) => m.content ?? [])
const textOf = (b) => (b.children ?? []).map((c) => c.text).join('')

for (const pg of [...pages, ...(draft ? [draft] : [])]) {
  const h1s = blocksOf(pg).filter(
    (b) => b._type === 'block' && ['h1', 'h1-headline'].includes(b.style),
  )
  if (h1s.length !== 1) fail(`${pg._id}: ${h1s.length} h1/h1-headline blocks (want exactly 1)`)
  for (const m of pg.modules ?? []) {
    if (m._type !== 'moduleGroup' || !m._key || !m.theme?._ref || !Array.isArray(m.content))
      fail(`${pg._id}: malformed moduleGroup ${m._key}`)
  }
  // Heading levels: no h3 before the first h2, no h4 before the first h3.
  let level = 1
  for (const b of blocksOf(pg)) {
    if (b._type !== 'block') continue
    const tag = (b.markDefs ?? []).find((d) => d._type === 'htmlTag')?.tag
    const n =
      tag && /^h\d$/.test(tag) ? Number(tag[1]) : Number(/^h(\d)/.exec(b.style ?? '')?.[1] ?? 0)
    if (!n) continue
    if (n > level + 1) fail(`${pg._id}: heading "${textOf(b)}" jumps from h${level} to h${n}`)
    level = n
  }
  const anchors = blocksOf(pg)
    .filter((b) => ['h1', 'h2'].includes(b.style))
    .map((b) => textOf(b).toLowerCase())
  if (new Set(anchors).size !== anchors.length) fail(`${pg._id}: duplicate h1/h2 heading text`)
}
const blog = slugs.get('blog/shipping-with-agents')
if (blog) {
  const headings = blocksOf(blog).filter((b) => ['h1', 'h2'].includes(b.style))
  if (headings.length < 8) fail(`blog has ${headings.length} h1/h2 headings (want ≥ 8)`)
  const toc = blocksOf(blog).findIndex((b) => b._type === 'tableOfContents')
  if (toc < 0 || toc > 5) fail('blog needs a tableOfContents near the top')
}

// Forms.
const forms = published.filter((d) => d._type === 'formDocument')
const demoForm = byId.get('form-demo')
const names = (f) => (f?.fields ?? []).map((x) => x.fieldName?.current)
if (names(demoForm).join() !== 'firstName,lastName,workEmail,company,teamSize,message')
  fail('form-demo fields')
if (demoForm?.gtmFormId !== 'demo-request-form' || demoForm?.submit !== 'Request a demo')
  fail('form-demo ids')
if (
  !forms.some(
    (f) =>
      !('submit' in f) &&
      f.fields.some((x) => x.type === 'email' && x.allowFreeEmailDomains === true),
  )
)
  fail('need a contact form with default submit label and free email domains allowed')
if (!forms.some((f) => f.fileDownload?.asset?._ref?.startsWith('file-')))
  fail('need a gated download form')
if (
  !forms.some(
    (f) =>
      f.defaultDotComForm === true &&
      f.defaultDotComFormId === 'frm_demo_123' &&
      f.defaultDotComTeamId === 'team_forgeline',
  )
)
  fail('need a defaultDotComForm form')
for (const f of forms)
  for (const x of f.fields ?? []) {
    if (x._type !== 'formField' || !x.fieldName?.current || !x.fieldTitle)
      fail(`${f._id}: malformed field`)
    if (x.type === 'dropdown' && !(x.options?.length > 0))
      fail(`${f._id}.${x.fieldName.current}: no options`)
  }
const fileAsset = byId.get(byId.get('form-playbook')?.fileDownload?.asset?._ref)
if (fileAsset?.originalFilename !== 'forgeline-agent-playbook.pdf')
  fail('gated download originalFilename')

// --- 5. Coverage ----------------------------------------------------------------------------

const seen = {
  style: new Map(),
  list: new Map(),
  decorator: new Map(),
  annotation: new Map(),
  embedded: new Map(),
  nav: new Map(),
  field: new Map(),
}
const note = (kind, name, where) => {
  if (!seen[kind].has(name)) seen[kind].set(name, new Set())
  seen[kind].get(name).add(where)
}
for (const d of published) {
  walk(d, (obj) => {
    if (obj._type === 'block') {
      note('style', obj.style, d._id)
      if (obj.listItem) note('list', `${obj.listItem} (level ${obj.level ?? 1})`, d._id)
      for (const s of obj.children ?? [])
        for (const m of s.marks ?? []) if (DECORATORS.includes(m)) note('decorator', m, d._id)
      for (const def of obj.markDefs ?? [])
        note('annotation', def._type === 'htmlTag' ? `htmlTag:${def.tag}` : def._type, d._id)
    } else if (EMBEDDED[obj._type] && obj._key) {
      note('embedded', obj._type, d._id)
      for (const f of EMBEDDED[obj._type])
        if (obj[f] === undefined || obj[f] === null || obj[f] === '')
          fail(`${d._id}: ${obj._type} ${obj._key} without ${f}`)
      const [arr, fields] = ITEM_FIELDS[obj._type] ?? []
      for (const item of arr ? (obj[arr] ?? []) : [])
        for (const f of fields)
          if (item[f] === undefined) fail(`${d._id}: ${obj._type} ${arr} item without ${f}`)
    } else if (obj._type === 'formField') note('field', obj.type, d._id)
  })
}
for (const item of byId.get('header')?.primaryNavigation ?? []) note('nav', item._type, 'header')
for (const group of byId.get('header')?.primaryNavigation?.find((n) => n._type === 'flexibleMenu')
  ?.linkGroups ?? [])
  note('nav', `flexibleMenu > ${group._type}`, 'header')

const expected = {
  style: STYLES,
  list: ['bullet (level 1)', 'bullet (level 2)', 'number (level 1)', 'number (level 2)'],
  decorator: DECORATORS,
  annotation: ['color', 'htmlTag:h2', 'htmlTag:p', 'htmlTag:span', 'annotationLink'],
  embedded: Object.keys(EMBEDDED),
  nav: [
    'linkList',
    'megaMenu',
    'flexibleMenu',
    'annotationLink',
    'navModalButton',
    'flexibleMenu > linkList',
    'flexibleMenu > linkListWithSubtitle',
  ],
  field: ['text', 'email', 'textarea', 'dropdown'],
}
const rows = []
for (const [kind, names] of Object.entries(expected))
  for (const name of names) {
    const where = [...(seen[kind].get(name) ?? [])]
    if (!where.length) fail(`coverage: ${kind} ${name} never used`)
    rows.push({
      kind,
      name,
      count: where.length,
      where: where.slice(0, 3).join(', ') + (where.length > 3 ? ', …' : ''),
    })
  }
console.log('\nCoverage (documents using each item):')
console.table(rows)

const mega = byId.get('header')?.primaryNavigation?.find((n) => n._type === 'megaMenu')
if (!(
  mega?.linkGroups?.length >= 3 &&
  mega.promotedSection &&
  mega.megaMenuFooterLinks?.footerRightLink
))
  fail('megaMenu must be the centred variant with footer links')

// --- 6. Contrast ----------------------------------------------------------------------------

const lum = (hex) => {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
  const lin = (c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}
const ratio = (a, b) => {
  const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m)
  return (x + 0.05) / (y + 0.05)
}
const contrastRows = []
for (const t of published.filter((d) => d._type === 'theme')) {
  const pairs = {
    'text / bg': [t.textColor, t.backgroundColor],
    'text / accentBg': [t.textColor, t.accentBackgroundColor],
    'secondary / bg': [t.foregroundSecondaryColor, t.backgroundColor],
    'secondary / accentBg': [t.foregroundSecondaryColor, t.accentBackgroundColor],
    'accent / bg': [t.colorAccent, t.backgroundColor],
    'accent / accentBg': [t.colorAccent, t.accentBackgroundColor],
    'bg on accent (button)': [t.backgroundColor, t.colorAccent],
  }
  const row = { theme: t._id }
  for (const [label, [fg, bg]] of Object.entries(pairs)) {
    const r = ratio(fg, bg)
    row[label] = Number(r.toFixed(2))
    if (r < 4.5) fail(`${t._id}: ${label} ${fg} on ${bg} is ${r.toFixed(2)}:1`)
  }
  contrastRows.push(row)
}
console.log('\nWCAG contrast ratios (all must be ≥ 4.5):')
console.table(contrastRows)
// Colour annotations against the background of their section.
for (const pg of pages)
  for (const m of pg.modules ?? []) {
    const bg = byId.get(m.theme?._ref)?.backgroundColor
    for (const b of m.content ?? [])
      for (const def of b.markDefs ?? [])
        if (def._type === 'color' && bg && ratio(def.hex, bg) < 4.5)
          fail(`${pg._id}: color ${def.hex} on ${bg} is ${ratio(def.hex, bg).toFixed(2)}:1`)
  }

// --- 7. GROQ --------------------------------------------------------------------------------

const query =
  '*[_type == "page" && !(_id in path("drafts.**"))] | order(slug.current asc){ title, "slug": slug.current }'
const result = await (await evaluate(parse(query), { dataset: docs })).get()
console.log(`\nGROQ: ${query}`)
console.table(result)
const deep = await (
  await evaluate(
    parse(
      '*[_id == "siteSettings"][0]{ "home": homePage->title, "nav": *[_id == "header"][0].primaryNavigation[]._type, "file": *[_id == "form-playbook"][0].fileDownload.asset->url }',
    ),
    { dataset: docs },
  )
).get()
if (!deep?.home || deep.nav?.length !== 5 || !deep.file)
  fail(`GROQ dereference check failed: ${JSON.stringify(deep)}`)

// --- Result ---------------------------------------------------------------------------------

console.log(
  `\n${docs.length} documents (${pages.length} published pages, ${imageAssets.length} images, ` +
    `${(imageBytes / 1024).toFixed(0)} KiB of images; public/images ${totalImages} MB)`,
)
if (errors.length) {
  console.error(`\n${errors.length} problem(s):\n- ${errors.join('\n- ')}`)
  process.exit(1)
}
console.log('Dataset: every check held.')
