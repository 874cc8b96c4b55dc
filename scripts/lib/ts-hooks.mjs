// Module hooks that let the operator commands (scripts/leads.mjs, scripts/db-migrate.mjs) run the
// server's own TypeScript modules on Node 20, which cannot strip types itself: `.ts` files are
// transpiled with the project's TypeScript (a dev dependency already), `@/…` resolves to src/, and
// 'server-only' (a marker that throws outside React Server Components) resolves to an empty module.
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import ts from 'typescript'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const EMPTY_MODULE = 'data:text/javascript,export {}'

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

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context)
  const file = fileURLToPath(url)
  const { outputText } = ts.transpileModule(await readFile(file, 'utf8'), {
    fileName: file,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      isolatedModules: true,
      sourceMap: false,
    },
  })
  return { format: 'module', source: outputText, shortCircuit: true }
}
