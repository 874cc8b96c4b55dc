// Issue 10: the header's navigation reaches the browser as the props of HeaderBar, a client
// component, so every `_key` in it is in each page's payload: ~45 random 12-character ids, which
// gzip cannot shorten (~0.45 KB gzip of home's ~20 KB). In the browser they are only React keys
// and the identity of a dropdown or menu section, which need to be unique, not to be the CMS's,
// so the server hands them over as `k0`, `k1`, ... in document order, unique in the whole header.
// Click-to-edit is not concerned: its paths are computed from the CMS's keys before this
// (src/lib/editAttributes.ts, `_editAttribute`). A form (a modal button's content) keeps its keys:
// they name its fields.

/** Fields whose value keeps its `_key`s as they are. */
const KEPT = new Set(['modalContent'])

/** The same value with each string `_key` replaced by a short one unique within it. */
export function withShortKeys<T>(value: T): T {
  let next = 0
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (node === null || typeof node !== 'object') return node
    const copy: Record<string, unknown> = {}
    for (const [field, child] of Object.entries(node)) {
      if (field === '_key' && typeof child === 'string') copy[field] = `k${(next++).toString(36)}`
      else copy[field] = KEPT.has(field) ? child : walk(child)
    }
    return copy
  }
  return walk(value) as T
}
