// Issue 12, item 3: click-to-edit. In draft mode the page loader walks a query result once and
// gives every keyed or typed object the `data-sanity` value that points the Presentation tool's
// overlay at its document and field (`modules[_key=="m1"].content[_key=="b2"]`). Components
// only read it (`editAttribute(value)`): outside draft mode the field does not exist, the
// component spreads nothing (`{...editProps(value)}`), so published HTML is unchanged.
// Pure: the encoder (next-sanity's createDataAttribute) is passed in by src/sanity/visualEditing.

/** Where a rendered value lives in the Content Lake. */
export interface EditTarget {
  /** The document's id (a draft's published id: the Studio opens the document, not the draft). */
  id: string
  /** The document's type. */
  type: string
  /** The field path inside the document, in the Studio's syntax. */
  path: string
}

/** The field the walker adds: the ready-made `data-sanity` value. */
export const EDIT_FIELD = '_editAttribute'

/** A document id without its `drafts.` prefix. */
export function publishedId(id: string): string {
  return id.startsWith('drafts.') ? id.slice('drafts.'.length) : id
}

/** A field path with one more step: a field name, an array item by `_key`, or by index. */
export function appendPath(path: string, step: string | number | { _key: string }): string {
  if (typeof step === 'number') return `${path}[${step}]`
  if (typeof step === 'string') return path ? `${path}.${step}` : step
  return `${path}[_key==${JSON.stringify(step._key)}]`
}

/** Result keys that hold another document, projected without its `_id` (singletons). */
export type EmbeddedDocuments = Readonly<Record<string, { id: string; type: string }>>

export interface AnnotateOptions {
  /** The document the result's top level belongs to. */
  root: { id: string; type: string }
  /** Top-level keys that are other documents (the page query's header, footer, promo, ...). */
  embedded?: EmbeddedDocuments
  /** Turns a target into the attribute's value; undefined: no attribute. */
  encode: (target: EditTarget) => string | undefined
}

/**
 * Keys never descended into: dereferenced documents projected without an `_id` (a theme's
 * colours are another document's fields; a path to them would point into the page).
 */
const SKIPPED_KEYS = new Set(['theme', 'headerTheme'])
/** A text block's spans and mark definitions: the block itself is the editable unit. */
const SKIPPED_BLOCK_KEYS = new Set(['children', 'markDefs'])

type Plain = Record<string, unknown>

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A reference (`{_ref}`) or an asset document: nothing an editor clicks. */
const isReferenceLike = (value: Plain) =>
  typeof value._ref === 'string' ||
  (typeof value._type === 'string' && value._type.startsWith('sanity.'))

interface DocumentRef {
  id: string
  type: string
}

/**
 * A copy of `result` in which every object with a `_key` or a `_type` carries EDIT_FIELD, the
 * `data-sanity` value for its document and path. An object with its own `_id` and `_type` (a
 * dereferenced form) starts a new document; so do the `embedded` keys of the top level.
 */
export function annotateForEditing<T>(result: T, options: AnnotateOptions): T {
  const { encode, embedded = {} } = options

  function visit(value: unknown, doc: DocumentRef, path: string, top: boolean): unknown {
    if (Array.isArray(value)) {
      return value.map((item, index) => {
        const key = isPlain(item) && typeof item._key === 'string' ? item._key : null
        return visit(item, doc, appendPath(path, key ? { _key: key } : index), false)
      })
    }
    if (!isPlain(value) || isReferenceLike(value)) return value
    let current = doc
    let currentPath = path
    if (typeof value._id === 'string' && typeof value._type === 'string') {
      current = { id: publishedId(value._id), type: value._type }
      currentPath = ''
    }
    const copy: Plain = {}
    for (const [key, child] of Object.entries(value)) {
      const skipped =
        SKIPPED_KEYS.has(key) || (value._type === 'block' && SKIPPED_BLOCK_KEYS.has(key))
      const other = top ? embedded[key] : undefined
      copy[key] = skipped
        ? child
        : other
          ? visit(child, other, '', false)
          : visit(child, current, appendPath(currentPath, key), false)
    }
    const editable =
      currentPath !== '' && (typeof value._key === 'string' || typeof value._type === 'string')
    if (editable) {
      const attribute = encode({ id: current.id, type: current.type, path: currentPath })
      if (attribute) copy[EDIT_FIELD] = attribute
    }
    return copy
  }

  const root = { id: publishedId(options.root.id), type: options.root.type }
  return visit(result, root, '', true) as T
}

/**
 * The `data-sanity` value the draft-mode loader put on a value; undefined outside draft mode, so
 * `data-sanity={editAttribute(value)}` renders no attribute on the published site.
 */
export function editAttribute(value: unknown): string | undefined {
  if (!isPlain(value)) return undefined
  const attribute = value[EDIT_FIELD]
  return typeof attribute === 'string' ? attribute : undefined
}

/**
 * The `data-sanity` prop to spread on an element: `{}` outside draft mode. A spread, not
 * `data-sanity={undefined}`: React Server Components would still write the key into the page's
 * payload (`"data-sanity":"$undefined"`), and published pages must not change by a byte.
 */
export function editProps(value: unknown): { 'data-sanity'?: string } {
  const attribute = editAttribute(value)
  return attribute ? { 'data-sanity': attribute } : {}
}

/** A decoded `data-sanity` value (the format of @sanity/visual-editing's encoder). */
export interface DecodedEditAttribute extends EditTarget {
  /** The Studio's address. */
  baseUrl: string
}

/**
 * Reads a `data-sanity` value back (tests; the overlay has its own decoder): `id=…;type=…;
 * path=modules:m1.content:b2;base=%2F`, where `name:key` is an item by key and `name:3` by index.
 */
export function decodeEditAttribute(attribute: string): DecodedEditAttribute | null {
  const parts = new Map(
    attribute.split(';').map((part) => {
      const at = part.indexOf('=')
      return [part.slice(0, at), part.slice(at + 1)] as const
    }),
  )
  const id = parts.get('id')
  const type = parts.get('type')
  const encodedPath = parts.get('path')
  if (!id || !type || !encodedPath) return null
  let path = ''
  for (const segment of encodedPath.split('.')) {
    const match = /^([\w-]+):([\w-]+)$/.exec(segment)
    if (!match) {
      path = appendPath(path, segment)
      continue
    }
    const [, field = '', item = ''] = match
    path = appendPath(path, field)
    path = appendPath(path, /^(0|[1-9]\d{0,8})$/.test(item) ? Number(item) : { _key: item })
  }
  return { id, type, path, baseUrl: decodeURIComponent(parts.get('base') ?? '') }
}
