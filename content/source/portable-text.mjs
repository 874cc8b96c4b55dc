// Small builders for Sanity documents in the shape `sanity dataset export` writes, used by
// content/source/documents.mjs. Keys are deterministic (SHA-1 of a counter), so rebuilding the
// dataset gives the same file.
import { createHash } from 'node:crypto'

let counter = 0

/** A 12-character array-item key, unique across the whole dataset. */
export function key() {
  counter += 1
  return createHash('sha1').update(`forgeline:${counter}`).digest('hex').slice(0, 12)
}

export const ref = (id) => ({ _type: 'reference', _ref: id })

/**
 * Where a link goes. `target` is a page document id (`page-pricing`), `next:<page id>` for an
 * internal-next link, or an absolute URL. `urlField` is `link` on navigation links and
 * `externalUrl` on CMS buttons (SPEC §3 Link).
 */
export function linkTarget(target, urlField = 'link') {
  if (/^(https?:|mailto:)/.test(target)) return { linkType: 'external', [urlField]: target }
  if (target.startsWith('next:'))
    return { linkType: 'internal-next', internalLink: ref(target.slice(5)) }
  return { linkType: 'internal', internalLink: ref(target) }
}

/** A `link` object as an array item (with `_key`). */
export function link(text, target, extra = {}) {
  return { _type: 'link', _key: key(), text, ...linkTarget(target), ...extra }
}

/** A `link` object held in a plain field (no `_key`). */
export function singleLink(text, target, extra = {}) {
  const { _key, ...rest } = link(text, target, extra)
  void _key
  return rest
}

export function cmsLinkButton(label, target, style, theme, extra = {}) {
  return {
    _type: 'cmsLinkButton',
    _key: key(),
    label,
    ...linkTarget(target, 'externalUrl'),
    ...(theme ? { theme: ref(theme) } : {}),
    style,
    ...extra,
  }
}

const DECORATORS = new Set(['strong', 'em', 'code', 'center', 'pixelText', 'typingAnimation'])

/**
 * Inline markup for span text:
 *   **bold**   *italic*   `code`
 *   [[text|spec,spec]]  where a spec is a decorator name (strong, em, code, center, pixelText,
 *   typingAnimation), color:#hex, tag:<h2|p|span…>, link:<page id or URL>, next:<page id>,
 *   or newtab (opens the link of the same span in a new tab).
 */
const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`|\[\[(.+?)\|(.+?)\]\]/g

function parseInline(source) {
  const children = []
  const markDefs = []
  const push = (text, marks = []) => {
    if (text) children.push({ _type: 'span', _key: key(), text, marks })
  }
  let last = 0
  for (const m of source.matchAll(INLINE)) {
    push(source.slice(last, m.index))
    last = m.index + m[0].length
    if (m[1] !== undefined) push(m[1], ['strong'])
    else if (m[2] !== undefined) push(m[2], ['em'])
    else if (m[3] !== undefined) push(m[3], ['code'])
    else {
      const marks = []
      let linkDef
      for (const spec of m[5].split(',').map((s) => s.trim())) {
        if (DECORATORS.has(spec)) marks.push(spec)
        else if (spec.startsWith('color:')) {
          const def = { _key: key(), _type: 'color', hex: spec.slice(6) }
          markDefs.push(def)
          marks.push(def._key)
        } else if (spec.startsWith('tag:')) {
          const def = { _key: key(), _type: 'htmlTag', tag: spec.slice(4) }
          markDefs.push(def)
          marks.push(def._key)
        } else if (spec.startsWith('link:') || spec.startsWith('next:')) {
          const target = spec.startsWith('next:') ? spec : spec.slice(5)
          linkDef = { _key: key(), _type: 'annotationLink', ...linkTarget(target) }
          markDefs.push(linkDef)
          marks.push(linkDef._key)
        } else if (spec === 'newtab') {
          if (!linkDef) throw new Error(`"newtab" before a link in: ${source}`)
          linkDef.openInNewTab = true
        } else throw new Error(`unknown inline spec "${spec}" in: ${source}`)
      }
      push(m[4], marks)
    }
  }
  push(source.slice(last))
  if (children.length === 0) throw new Error(`empty block: "${source}"`)
  return { children, markDefs }
}

/** A rich-text block of the given style. */
export function block(style, source, list) {
  const { children, markDefs } = parseInline(source)
  return {
    _type: 'block',
    _key: key(),
    style,
    ...(list ? { listItem: list.kind, level: list.level } : {}),
    markDefs,
    children,
  }
}

export const p = (s) => block('normal', s)
export const bullet = (s, level = 1) => block('normal', s, { kind: 'bullet', level })
export const numbered = (s, level = 1) => block('normal', s, { kind: 'number', level })

/** An embedded block or any other array item of rich text. */
export const embed = (_type, fields) => ({ _type, _key: key(), ...fields })

export function moduleGroup(theme, content) {
  return { _type: 'moduleGroup', _key: key(), theme: ref(theme), content }
}
