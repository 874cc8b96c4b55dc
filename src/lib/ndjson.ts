// The embedded dataset's file format: one JSON document per line (`sanity dataset export`).

export interface SanityDocument {
  _id: string
  _type: string
  [key: string]: unknown
}

/** Parses NDJSON; an error names the 1-based line of the broken document. */
export function parseNdjson(text: string): SanityDocument[] {
  const docs: SanityDocument[] = []
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim()
    if (!line) return
    try {
      docs.push(JSON.parse(line) as SanityDocument)
    } catch {
      throw new Error(`content/dataset.ndjson line ${index + 1} is not valid JSON`)
    }
  })
  return docs
}
