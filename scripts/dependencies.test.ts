// package.json tells the truth about what the code uses: every package a source file imports is
// declared (a package that only arrives through another one's dependencies can vanish with its
// next release), and every runtime dependency is used (an unused one still ships in installs).
// Imports are read with TypeScript's own pre-processor, so strings and comments do not count.
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/
/** Generated, installed or built folders, and the dataset: no source of ours lives there. */
const SKIPPED =
  /^(?:\.|node_modules$|content$|public$|storybook-static$|coverage$|tmp$|dist$|out$|test-results|playwright-report|blob-report)/

/** Runtime dependencies used without an import, and why. */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  node: 'the Node 24 binary npm scripts run on (engines: >=22.12)',
  'patch-package':
    'applies patches/ after every install ("postinstall"), production installs included',
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.test(entry.name)) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** 'next/navigation' -> 'next', '@sanity/client/stega' -> '@sanity/client'; null when not a package. */
function packageName(specifier: string): string | null {
  if (/^(?:\.|\/|@\/|node:|#|virtual:)/.test(specifier)) return null
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
  return builtinModules.includes(name) ? null : name
}

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const declared = new Set([
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.devDependencies),
])

const files = sourceFiles(root)
const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]))
/** Package -> the files importing it. */
const imported = new Map<string, string[]>()
for (const [file, text] of texts) {
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    const name = packageName(fileName)
    if (name) imported.set(name, [...(imported.get(name) ?? []), relative(root, file)])
  }
}

describe('package.json dependencies', () => {
  it('reads the source tree', () => {
    expect(files.length).toBeGreaterThan(300)
    expect(imported.get('next')?.length).toBeGreaterThan(10)
  })

  it('tells packages from paths, aliases and Node built-ins', () => {
    expect(packageName('@sanity/client/stega')).toBe('@sanity/client')
    expect(packageName('next/navigation')).toBe('next')
    expect(packageName('@/lib/links')).toBeNull()
    expect(packageName('node:fs')).toBeNull()
    expect(packageName('path')).toBeNull()
    expect(packageName('./RichText.styles')).toBeNull()
  })

  it('declares every package a source file imports', () => {
    const undeclared = [...imported]
      .filter(([name]) => !declared.has(name))
      .map(([name, where]) => `${name} (${where.slice(0, 3).join(', ')})`)
    expect(undeclared).toEqual([])
  })

  it('uses every runtime dependency (imported, or loaded by path from node_modules)', () => {
    const unused = Object.keys(manifest.dependencies).filter(
      (name) =>
        !imported.has(name) &&
        !(name in USED_WITHOUT_IMPORT) &&
        ![...texts.values()].some((text) => text.includes(`node_modules/${name}/`)),
    )
    expect(unused).toEqual([])
  })
})
