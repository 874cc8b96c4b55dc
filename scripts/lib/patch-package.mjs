// A patch `npm install` applies to a dependency (package.json "postinstall"): one call in each of
// the package's files, found by an exact pattern, for one version. Anything else (another version,
// the call found twice or not at all) fails the install, so an upgrade is looked at again before
// the patch goes with it. Patching twice changes nothing.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * @typedef {object} PackagePatch
 * @property {string} name the package
 * @property {string} version the one version the patch is for
 * @property {string[]} files the files patched, relative to the package's folder
 * @property {RegExp} original the call as the package has it (global flag: it is counted)
 * @property {RegExp} patched the call as the patch leaves it (global flag)
 * @property {(match: string, ...groups: string[]) => string} replace the patched call, from the original's match
 * @property {string} what what the patched file does, for the install's log
 */

const packageDir = (name) =>
  path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`))

const installedVersion = (name) =>
  JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')).version

/** @param {string} source @param {PackagePatch} patch @returns {{ source: string, problem?: string }} */
export function patchSource(source, patch) {
  const patched = (source.match(patch.patched) ?? []).length
  const original = (source.match(patch.original) ?? []).length
  if (patched === 1 && original === 0) return { source }
  if (patched !== 0 || original !== 1)
    return { source, problem: `expected the call once, found ${original} (and ${patched} patched)` }
  return { source: source.replace(patch.original, patch.replace) }
}

/** Where the installed package is not as the patch leaves it, and why. @param {PackagePatch} patch */
export function unpatchedFiles(patch) {
  const version = installedVersion(patch.name)
  if (version !== patch.version)
    return [`${patch.name} ${version} is installed; the patch is for ${patch.version}`]
  const dir = packageDir(patch.name)
  return patch.files
    .filter(
      (file) =>
        (readFileSync(path.join(dir, file), 'utf8').match(patch.patched) ?? []).length !== 1,
    )
    .map((file) => `${file} is not patched`)
}

/** Patches the installed package; false (with the reason printed) when it cannot. @param {string} label @param {PackagePatch} patch */
export function applyPatch(label, patch) {
  const version = installedVersion(patch.name)
  if (version !== patch.version) {
    console.error(
      `${label}: ${patch.name} ${version} is installed, the patch is for ${patch.version}`,
    )
    return false
  }
  const dir = packageDir(patch.name)
  let ok = true
  for (const file of patch.files) {
    const full = path.join(dir, file)
    const before = readFileSync(full, 'utf8')
    const { source, problem } = patchSource(before, patch)
    if (problem) {
      console.error(`${label}: ${file}: ${problem}`)
      ok = false
    } else if (source !== before) {
      writeFileSync(full, source)
      console.log(`${label}: ${file} (${version}) ${patch.what}`)
    }
  }
  return ok
}
