import 'server-only'
// Issue 48: what the proxy (src/proxy.ts) lets through of a POST to a page. The one such POST the
// site takes is a CMS form sent without JavaScript: its action is the server function
// formAction.ts, so the browser posts the form's fields with the fields React adds for that
// function, exactly these (React 19's form of a useActionState action, bound to its state):
//
//   $ACTION_REF_<n>   ''
//   $ACTION_<n>:0     {"id":"<the function's id>","bound":"$@1"}
//   $ACTION_<n>:1     [<the form's previous state>]   (JSON, strings starting with $ escaped as $$;
//                     one bound argument, so that the function's second one is the form's data)
//   $ACTION_KEY       the state's key (the form's permalink)
//
// Anything else is refused before Next reads the post: another server function of the build
// (next-sanity's, which revalidate cache tags or set draft-mode cookies, are the draft preview's
// alone), a post without one (Next would render the page for it), or fields Next's decoder would
// throw on (a 500). The function's id is the build's own, read from Next's server reference
// manifest in the build output (cached until the file changes).
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { META_KEYS } from '@/leads/leadContract'
import { DIST_DIR } from '@/server/distDir.mjs'
import { FORM_ID_FORMAT } from './validate'

/** The server function's module and export, as the manifest names them. */
const FUNCTION_FILE = 'src/server/leads/formAction.ts'
const FUNCTION_NAME = 'sendFormWithoutScript'

const MANIFEST = 'server-reference-manifest.json'
const root = () => path.join(/* turbopackIgnore: true */ process.cwd(), DIST_DIR)
/** `next build` writes the manifest in server/, `next dev` in dev/server/. */
const manifestFiles = () =>
  process.env.NODE_ENV === 'development'
    ? [path.join(root(), 'dev', 'server', MANIFEST), path.join(root(), 'server', MANIFEST)]
    : [path.join(root(), 'server', MANIFEST)]

/** The ids the manifest gives the form's server function (one per build). */
export function formFunctionIds(manifest: unknown): Set<string> {
  const node = (manifest as { node?: unknown } | null)?.node
  if (typeof node !== 'object' || node === null) return new Set()
  return new Set(
    Object.entries(node as Record<string, { filename?: unknown; exportedName?: unknown }>)
      .filter(
        ([, entry]) => entry?.filename === FUNCTION_FILE && entry.exportedName === FUNCTION_NAME,
      )
      .map(([id]) => id),
  )
}

let cached: { version: string; ids: Set<string> } | null = null

/** The build's id of the form's server function; none when the build output has no manifest. */
export function buildFormFunctionIds(): ReadonlySet<string> {
  for (const file of manifestFiles()) {
    try {
      const { mtimeMs, size } = statSync(/* turbopackIgnore: true */ file)
      const version = `${file}:${mtimeMs}:${size}`
      if (cached?.version !== version) {
        const text = readFileSync(/* turbopackIgnore: true */ file, 'utf8')
        cached = { version, ids: formFunctionIds(JSON.parse(text)) }
      }
      return cached.ids
    } catch {
      // The next place, or none.
    }
  }
  return new Set()
}

function parseJson(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string') return undefined
  try {
    return JSON.parse(value) as unknown
  } catch {
    return undefined
  }
}

/**
 * True for plain JSON data as React encodes a state: objects, arrays, numbers, booleans, null, and
 * strings that are no reference of React's reply format (those start with `$`; a string of the
 * state that does is sent as `$$…`). Nested at most `depth` levels.
 */
export function isPlainState(value: unknown, depth = 8): boolean {
  if (typeof value === 'string') return !value.startsWith('$') || value.startsWith('$$')
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return true
  if (depth === 0 || typeof value !== 'object') return false
  const children = Array.isArray(value) ? value : Object.values(value)
  return children.every((child) => isPlainState(child, depth - 1))
}

/**
 * Why the post is no form of the page `page` (a decoded path), or null when it is one: the
 * server function's fields exactly as React sends them (`ids`: the function's ids), a form id,
 * and the page itself as the form's page.
 */
export function formPostProblem(
  data: FormData,
  page: string,
  ids: ReadonlySet<string> = buildFormFunctionIds(),
): string | null {
  const keys = [...new Set(data.keys())]
  const refs = keys.filter((key) => key.startsWith('$ACTION_REF_'))
  if (refs.length !== 1) return 'the form names no server function of this site'
  const prefix = `$ACTION_${refs[0]!.slice('$ACTION_REF_'.length)}:`
  const expected = [refs[0]!, `${prefix}0`, `${prefix}1`, '$ACTION_KEY']
  const own = keys.filter((key) => key.startsWith('$ACTION_'))
  if (own.length !== expected.length || !expected.every((key) => own.includes(key))) {
    return 'the form names no server function of this site'
  }
  if (expected.some((key) => data.getAll(key).length !== 1 || typeof data.get(key) !== 'string')) {
    return 'the form names no server function of this site'
  }
  const meta = parseJson(data.get(`${prefix}0`)) as Record<string, unknown> | undefined
  const state = parseJson(data.get(`${prefix}1`))
  if (
    typeof meta !== 'object' ||
    meta === null ||
    Object.keys(meta).length !== 2 ||
    typeof meta.id !== 'string' ||
    !ids.has(meta.id) ||
    meta.bound !== '$@1' ||
    !Array.isArray(state) ||
    state.length !== 1 ||
    !isPlainState(state)
  ) {
    return 'the form names no server function of this site'
  }
  const formId = data.get(META_KEYS.formId)
  if (typeof formId !== 'string' || !FORM_ID_FORMAT.test(formId)) return 'the form names no form'
  if (data.get(META_KEYS.page) !== page) return 'the form is not one of this page'
  return null
}
