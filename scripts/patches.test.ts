import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import pkg from '../package.json' with { type: 'json' }
import { styledComponentsProblems } from '../build-hooks/check-styled-components.mjs'

// The patches `npm install` applies to dependencies (patches/, patch-package in "postinstall").
const root = path.resolve(import.meta.dirname, '..')
const patchDir = path.join(root, 'patches')
const patchFiles = readdirSync(patchDir).filter((name) => name.endsWith('.patch'))
const dependencies: Record<string, string> = { ...pkg.dependencies, ...pkg.devDependencies }

/** The files a patch changes, each with its removed and added lines. */
function parsePatch(text: string) {
  const files: { file: string; removed: string[]; added: string[] }[] = []
  for (const line of text.split('\n')) {
    const diff = line.match(/^diff --git a\/(\S+) b\//)
    if (diff) files.push({ file: diff[1]!, removed: [], added: [] })
    else if (files.length && line.startsWith('-') && !line.startsWith('--- '))
      files.at(-1)!.removed.push(line.slice(1))
    else if (files.length && line.startsWith('+') && !line.startsWith('+++ '))
      files.at(-1)!.added.push(line.slice(1))
  }
  return files
}

describe('patches/', () => {
  it('has the two patches, for the exact versions package.json pins', () => {
    expect(patchFiles.sort()).toEqual(['next+16.4.6.patch', 'styled-components+6.6.0.patch'])
    for (const name of patchFiles) {
      const [, pkgName, version] = name.match(/^(.+)\+([^+]+)\.patch$/)!
      expect(dependencies[pkgName!], name).toBe(version)
      expect(pkg.scripts.postinstall).toBe('patch-package --error-on-fail')
    }
  })

  it.each(patchFiles)('%s names the upstream issue it works around', (name) => {
    const header = readFileSync(path.join(patchDir, name), 'utf8').split('\ndiff --git ')[0]!
    expect(header).toMatch(/^# /)
    expect(header).toMatch(/^# Upstream: /m)
    expect(header).toMatch(/https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull)\/\d+/)
  })

  it('the styled-components patch changes one call in each server build, nothing else', () => {
    const files = parsePatch(
      readFileSync(path.join(patchDir, 'styled-components+6.6.0.patch'), 'utf8'),
    )
    expect(files.map(({ file }) => file)).toEqual([
      'node_modules/styled-components/dist/styled-components.cjs.js',
      'node_modules/styled-components/dist/styled-components.esm.js',
    ])
    for (const { removed, added } of files) {
      expect(removed).toHaveLength(1)
      expect(added).toHaveLength(1)
      // createElement("style",{[h]:"",key:…}),t&&t.set(n,  →  {href:n.replace(/ /g,"-"),precedence:"sc",key:…})
      const call =
        /createElement\("style",\{\[\w+\]:"",(key:"sc-"\+\w+\.componentId,children:\w+)\}\),(\w+)&&\2\.set\((\w+),/g
      expect(removed[0]!.match(call)).toHaveLength(1)
      const patched = removed[0]!.replace(
        call,
        (_, rest, map, key) =>
          `createElement("style",{href:${key}.replace(/ /g,"-"),precedence:"sc",${rest}}),${map}&&${map}.set(${key},`,
      )
      expect(patched === added[0], 'the added line is the removed one with that call changed').toBe(
        true,
      )
    }
  })
})

describe('styled-components as a server component renders it (build-hooks/check-styled-components.mjs)', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'sc-unpatched-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('the installed package gives its server <style> React’s href and precedence', () => {
    expect(styledComponentsProblems(root)).toEqual([])
  })

  it('the package as published (the patch taken out) is refused, for both builds', () => {
    // A copy of the installed package with the patch's lines put back as they were, beside
    // links to what it imports.
    const modules = path.join(scratch, 'node_modules')
    const copy = path.join(modules, 'styled-components')
    cpSync(path.join(root, 'node_modules/styled-components'), copy, { recursive: true })
    const patch = readFileSync(path.join(patchDir, 'styled-components+6.6.0.patch'), 'utf8')
    for (const { file, removed, added } of parsePatch(patch)) {
      const target = path.join(scratch, file)
      const text = readFileSync(target, 'utf8')
      expect(text).toContain(added[0])
      writeFileSync(
        target,
        text.replace(added[0]!, () => removed[0]!),
      )
    }
    const { dependencies: deps, peerDependencies: peers } = JSON.parse(
      readFileSync(path.join(copy, 'package.json'), 'utf8'),
    )
    for (const name of Object.keys({ ...deps, ...peers })) {
      const from = path.join(root, 'node_modules', name)
      if (!existsSync(from) || existsSync(path.join(copy, 'node_modules', name))) continue
      mkdirSync(path.dirname(path.join(modules, name)), { recursive: true })
      symlinkSync(from, path.join(modules, name))
    }
    expect(styledComponentsProblems(scratch)).toEqual([
      'styled-components 6.6.0 (cjs) renders its <style> without href and precedence (inline, not hoisted by React)',
      'styled-components 6.6.0 (esm) renders its <style> without href and precedence (inline, not hoisted by React)',
    ])
  })
})

describe('patch-package applies the patches as they are (a dry run against the installed files)', () => {
  it.each(patchFiles)('%s reverses cleanly, so it applies to the pristine package', (name) => {
    // `git apply --check -R`: the installed files are exactly the patch's result around each hunk.
    execFileSync('git', ['apply', '--check', '--reverse', path.join(patchDir, name)], {
      cwd: root,
      stdio: 'pipe',
    })
  })
})
