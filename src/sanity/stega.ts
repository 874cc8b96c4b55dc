// Issue 35, item 2: which strings of a query result may carry stega, decided in one place. In the
// Presentation tool (draft mode with a Studio URL) @sanity/client appends invisible characters to
// every string its content source map names, unless its default filter skips the key (`color`,
// `slug.current`, `…Id`, URLs, dates: client's stegaEncodeSourceMap). Text that people read keeps
// them: that is how click-to-edit finds the field. Every string the site uses for logic is
// cleaned here, by its key, before any component sees it: compared, validated, put in a URL, an
// id, a class or style, a form's names and values, an analytics call. The seo edge
// (src/sanity/seo.ts) cleans what becomes metadata and JSON-LD, since titles and descriptions are
// both shown and used there.
import { stegaClean } from '@sanity/client/stega'

/**
 * Keys whose strings (and everything under them) are used for logic, never only shown. A key of
 * the projections in src/sanity/queries.ts or of the schema's objects.
 */
export const LOGIC_KEYS: ReadonlySet<string> = new Set([
  // Colours: theme fields, checked by safeValues.ts isHexColor and written as CSS variables.
  'colorAccent',
  'accentBackgroundColor',
  'backgroundColor',
  'textColor',
  'foregroundSecondaryColor',
  'color',
  'hex',
  // Forms: the inputs' names and types, the options' values, the form's ids.
  'fieldName',
  'type',
  'options',
  'required',
  'allowFreeEmailDomains',
  'defaultDotComFormId',
  'defaultDotComTeamId',
  // Analytics names.
  'gtmFormId',
  // Links and media addresses.
  'linkType',
  'internalLink',
  'link',
  'externalUrl',
  'url',
  'videoUrl',
  'captionsUrl',
  'captionsLanguage',
  'loginUrl',
  'signupUrl',
  'from',
  'to',
  'slug',
  'shareImage',
  'fileDownload',
  'image',
  'asset',
  'lqip',
  'icon',
  'logo',
  // Embeds: the map's query and zoom go into its URL.
  'query',
  'zoom',
  'mode',
  // Style and variant names, looked up in Record<Variant, …> tables.
  'style',
  'size',
  'tag',
  'htmlTag',
  'speed',
  'language',
  'columns',
  'height',
  'desktopSpacer',
  'mobileSpacer',
  // Copied as it is (the code block's copy button).
  'code',
  'filename',
  // The site's names: compared ("Inc." ends in a full stop) and used in metadata.
  'companyName',
  'productName',
])

/** Logic keys whose object values are data through and through. */
const SUBTREE_KEYS: ReadonlySet<string> = new Set([
  'fieldName',
  'fileDownload',
  'image',
  'asset',
  'shareImage',
  'slug',
  'icon',
  'logo',
])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A query result with every string under a LOGIC_KEYS key cleaned of stega; other strings as
 * they came. Without stega (published reads) it changes nothing but copies the objects.
 */
export function cleanLogicValues<T>(result: T): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (!isRecord(value)) return value
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      // An object under a logic key is cleaned whole only when it is all data (a field name, a
      // file, an image); `link` is an address in a link's fields but a link object in others.
      const whole = LOGIC_KEYS.has(key) && (!isRecord(item) || SUBTREE_KEYS.has(key))
      out[key] = whole ? stegaClean(item) : walk(item)
    }
    return out
  }
  return walk(result) as T
}

export { stegaClean }
