// Module hooks that let the operator commands (scripts/leads.mjs, scripts/db-migrate.mjs) run the
// server's own TypeScript modules on Node 20, which cannot strip types itself: `.ts` files are
// transpiled with the project's TypeScript (a dev dependency already), `@/…` resolves to src/, and
// 'server-only' (a marker that throws outside React Server Components) resolves to an empty module.
//
// Each transpiled module is kept in node_modules/.cache/ts-hooks, named by a hash of its source
// and path, the TypeScript version, the options and these hooks' own code: a command whose
// modules are all there does not load TypeScript (~0.8 s of each `npm run leads -- export`, which
// the route tests run to read the store). The cache is per user (a 0700 folder, 0600 files; one
// that another user could write to is not read); delete the folder to clear it. A module not
// there, or a cache that cannot be read or written, is transpiled.
import { createHash } from 'node:crypto'
import { constants, readFileSync } from 'node:fs'
import { lstat, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const EMPTY_MODULE = 'data:text/javascript,export {}'
const cacheDir = path.join(root, 'node_modules', '.cache', 'ts-hooks')
const typescriptVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules', 'typescript', 'package.json'), 'utf8'),
).version
const TRANSPILE_OPTIONS = {
  module: 'ESNext',
  target: 'ES2022',
  isolatedModules: true,
  sourceMap: false,
}
/** What else makes a module's output: the hooks' own code (a change to transpile() below). */
const hooksSource = readFileSync(fileURLToPath(import.meta.url), 'utf8')

async function isFile(file) {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only') return { url: EMPTY_MODULE, shortCircuit: true }
  let base = null
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2))
  else if (/^\.\.?\//.test(specifier) && context.parentURL?.endsWith('.ts')) {
    base = path.resolve(path.dirname(fileURLToPath(context.parentURL)), specifier)
  }
  if (base) {
    for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
      if (await isFile(candidate)) return { url: pathToFileURL(candidate).href, shortCircuit: true }
    }
  }
  return nextResolve(specifier, context)
}

/** Whether a file or folder is this user's and no one else may write to it. */
const onlyOurs = (info) => info.uid === process.getuid?.() && !(info.mode & 0o022)

/**
 * Whether the cache folder is this user's alone: what is in it runs as code, so a folder that
 * another local user could write to (made by them, or opened to the group or to all) is not used.
 * Only the folder itself is made private (node_modules/.cache is other tools' too).
 */
let ours = null
function cacheIsOurs() {
  ours ??= mkdir(path.dirname(cacheDir), { recursive: true })
    .then(() => mkdir(cacheDir, { mode: 0o700 }))
    .catch((error) => {
      if (error.code !== 'EEXIST') throw error
    })
    .then(() => lstat(cacheDir))
    .then((info) => info.isDirectory() && onlyOurs(info))
    .catch(() => false)
  return ours
}

/** A cached module: the file itself (not a link) must be ours alone too, and not empty. */
async function readCached(file) {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => null)
  if (!handle) return null
  try {
    const info = await handle.stat()
    if (!info.isFile() || !onlyOurs(info) || info.size === 0) return null
    return await handle.readFile('utf8')
  } catch {
    return null
  } finally {
    await handle.close()
  }
}

let typescript = null
async function transpile(source, file) {
  typescript ??= import('typescript').then((m) => m.default)
  const ts = await typescript
  const { options } = ts.convertCompilerOptionsFromJson(TRANSPILE_OPTIONS, root)
  return ts.transpileModule(source, { fileName: file, compilerOptions: options }).outputText
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context)
  const file = fileURLToPath(url)
  const source = await readFile(file, 'utf8')
  const key = createHash('sha256')
    .update(JSON.stringify([typescriptVersion, TRANSPILE_OPTIONS, path.relative(root, file)]))
    .update(hooksSource)
    .update(source)
    .digest('hex')
  const cached = path.join(cacheDir, `${key}.js`)
  const useCache = await cacheIsOurs()
  let output = useCache ? await readCached(cached) : null
  if (output === null) {
    output = await transpile(source, file)
    // Written under a name of its own, then renamed: a command started beside this one reads the
    // whole module or none.
    const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`
    if (useCache)
      await writeFile(partial, output, { mode: 0o600 })
        .then(() => rename(partial, cached))
        .catch(() => rm(partial, { force: true }).catch(() => {}))
  }
  return { format: 'module', source: output, shortCircuit: true }
}
