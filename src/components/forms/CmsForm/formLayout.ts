// SPEC §2 Content-managed form block: which fields share a row.

/** The part of a form field the layout rule reads. */
export interface LayoutField {
  _key: string
  fieldName?: { current?: string | null } | null
}

const NAME_PAIR = [/first.?name/i, /last.?name/i] as const

/** SPEC §2: a first-name field next to a last-name field share one row at half width each. */
export function halfWidthKeys(fields: readonly LayoutField[]): Set<string> {
  const half = new Set<string>()
  fields.forEach((field, i) => {
    const next = fields[i + 1]
    const name = field.fieldName?.current ?? ''
    const nextName = next?.fieldName?.current ?? ''
    if (next && NAME_PAIR[0].test(name) && NAME_PAIR[1].test(nextName)) {
      half.add(field._key)
      half.add(next._key)
    }
  })
  return half
}
