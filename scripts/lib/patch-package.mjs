// A patch `npm install` applies to a dependency (package.json "postinstall"): one call in each of
// the package's files, found by an exact pattern, for one version. Anything else (another version,
// the call found twice or not at all) fails the install, so an upgrade is looked at again before
// the patch goes with it; an `optional` patch (one that only makes development faster) says so and
// lets the install go on. Patching twice changes nothing.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const count = (source, pattern) => (source.match(pattern) ?? []).length

/** @param {string} source @param {import('./patch-package.d.mts').PackagePatch} patch */
export function patchSource(source, patch) {
  const patched = count(source, patch.patched)
  const original = count(source, patch.original)
  if (patched === 1 && original === 0) return { source }
  if (patched !== 0 || original !== 1)
    return { source, problem: `expected the call once, found ${original} (and ${patched} patched)` }
  return { source: source.replace(patch.original, patch.replace) }
}

/** The installed package's folder and files, or why the patch is not for it. */
function installed(patch) {
  const dir = path.dirname(createRequire(import.meta.url).resolve(`${patch.name}/package.json`))
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
  const problem =
    version === patch.version
      ? undefined
      : `${patch.name} ${version} is installed; the patch is for ${patch.version}`
  return { version, problem, files: patch.files.map((file) => [file, path.join(dir, file)]) }
}

/** Where the installed package is not as the patch leaves it, and why. */
export function unpatchedFiles(patch) {
  const { problem, files } = installed(patch)
  if (problem) return [problem]
  return files.flatMap(([file, full]) => {
    const source = readFileSync(full, 'utf8')
    const result = patchSource(source, patch)
    if (result.problem) return [`${file}: ${result.problem}`]
    return result.source === source ? [] : [`${file} is not patched`]
  })
}

/** Patches the installed package; false (with the reason printed) when it cannot. */
function applyPatch(label, patch) {
  const { version, problem, files } = installed(patch)
  const report = (message) => console.error(`${label}: ${message}`)
  if (problem) {
    report(problem)
    return false
  }
  let ok = true
  for (const [file, full] of files) {
    const before = readFileSync(full, 'utf8')
    const { source, problem } = patchSource(before, patch)
    if (problem) {
      report(`${file}: ${problem}`)
      ok = false
    } else if (source !== before) {
      writeFileSync(full, source)
      console.log(`${label}: ${file} (${version}) ${patch.what}`)
    }
  }
  return ok
}

/**
 * Applies the patch when `moduleUrl` is the script node was started with (the postinstall), and
 * ends the install with an error when it cannot (an optional patch only says so).
 */
export function patchWhenRun(moduleUrl, label, patch) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return
  if (applyPatch(label, patch)) return
  if (patch.optional) console.error(`${label}: not applied; the install goes on without it`)
  else process.exit(1)
}
