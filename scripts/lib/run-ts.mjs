// Imports a TypeScript module of src/ from a plain .mjs script (see ts-hooks.mjs).
import { register } from 'node:module'

register('./ts-hooks.mjs', import.meta.url)

/** The module at `path` (relative to the project root). */
export function importTs(path) {
  return import(new URL(`../../${path}`, import.meta.url).href)
}
