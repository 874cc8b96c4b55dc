// The docs check (scripts/check-docs.mjs, a step of npm test): a documented `npm run` script that
// package.json no longer has, a command's missing file, a dead relative link or a variable of
// .env.example missing from the README each fail it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkCodePaths, checkDocs, codePaths, npmScripts, relativeLinks } from './check-docs.mjs'

const README = `# Fixture

\`\`\`sh
npm install && npm run build && npm start
\`\`\`

Run the unit tests with \`npm run test:unit\`, one export with
\`npm run leads -- export --format csv\`, quietly: npm run --silent typegen:check.
See [the reference](docs/guide.md#setup), ![shot](docs/shot.png), [site](https://example.com)
and [top](#fixture). Set \`SITE_URL\` and \`PORT\`.

\`\`\`sh
node scripts/tool.mjs --write
\`\`\`
`

const GUIDE = `# Guide

Back to the [README](../README.md). \`npm test\` runs everything.

[ref]: ./shot.png
`

describe('check-docs', () => {
  let root: string
  const scripts = {
    build: 'next build',
    start: 'next start',
    test: 'bash scripts/test.sh',
    'test:unit': 'vitest run',
    leads: 'node scripts/leads.mjs',
    'typegen:check': 'node scripts/check-typegen.mjs',
  }
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'check-docs-'))
    write('package.json', JSON.stringify({ scripts }))
    write('README.md', README)
    write('docs/guide.md', GUIDE)
    write('docs/shot.png', '')
    write('scripts/tool.mjs', '')
    write('.env.example', '# the site\nSITE_URL=\nPORT=3000\n')
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('passes when every script, command file, link and variable exists', () => {
    expect(checkDocs(root)).toEqual([])
  })

  it('fails when a documented npm run script is renamed in package.json', () => {
    const { 'test:unit': unit, ...rest } = scripts
    write('package.json', JSON.stringify({ scripts: { ...rest, 'test:units': unit } }))
    expect(checkDocs(root)).toEqual([
      'README.md:7: "npm run test:unit": no such script in package.json',
    ])
  })

  it('reads `npm run X -- args`, `npm run --silent X`, npm test and npm start', () => {
    expect(npmScripts(README + GUIDE).map((s) => s.script)).toEqual([
      'build',
      'start',
      'test:unit',
      'leads',
      'typegen:check',
      'test',
    ])
    write('package.json', JSON.stringify({ scripts: { build: 'next build' } }))
    expect(checkDocs(root)).toEqual([
      'README.md:4: "npm start": no such script in package.json',
      'README.md:7: "npm run test:unit": no such script in package.json',
      'README.md:8: "npm run leads": no such script in package.json',
      'README.md:8: "npm run typegen:check": no such script in package.json',
      'docs/guide.md:3: "npm test": no such script in package.json',
    ])
  })

  it('fails on a relative link or a command file that leads nowhere', () => {
    rmSync(path.join(root, 'docs/shot.png'))
    rmSync(path.join(root, 'scripts/tool.mjs'))
    expect(checkDocs(root)).toEqual([
      'README.md:13: scripts/tool.mjs: no such file',
      'README.md:9: link to docs/shot.png: no such file',
      'docs/guide.md:5: link to ./shot.png: no such file',
    ])
  })

  it('does not read links inside code, nor absolute URLs and fragments', () => {
    const text =
      'a `[x](missing.md)` b\n\n```md\n[y](gone.md)\n```\n[z](https://a.example/b) [w](#top)'
    expect(relativeLinks(text)).toEqual([])
  })

  it('fails when a variable of .env.example is not in the README', () => {
    write('.env.example', 'SITE_URL=\nPORT=3000\nNEW_SECRET=\n')
    expect(checkDocs(root)).toEqual([
      'README.md: NEW_SECRET (.env.example) is missing from the configuration table',
    ])
  })

  it("fails on a source file's comment that names a project file that is gone", () => {
    write('scripts/tool.mjs', '// see scripts/renamed-check.mjs and src/lib/a.ts line 3\n')
    write('src/lib/a.ts', '// from scripts/tool.mjs\n')
    expect(checkCodePaths(root, ['scripts/tool.mjs', 'src/lib/a.ts'])).toEqual([
      'scripts/tool.mjs:1: scripts/renamed-check.mjs: no such file',
    ])
  })

  it('reads a project path spelled as path.join segments, not one with a variable in it', () => {
    const text = [
      "entryPoints: [path.join(root, 'e2e', 'support', 'presentation-studio.mjs')],",
      "const a = path.resolve(process.cwd(), 'src', name, 'x.ts')",
      "const b = path.join(root, '.next', 'BUILD_ID')",
      "path.join(/* turbopackIgnore: true */ process.cwd(), 'src/server/gone.mjs')",
    ].join('\n')
    expect(codePaths(text)).toEqual([
      { target: 'e2e/support/presentation-studio.mjs', line: 1 },
      { target: 'src/server/gone.mjs', line: 4 },
    ])
  })

  it("reads a project path, not another project's file, a glob or a longer name", () => {
    const text = [
      '// github.com/primer/react/blob/main/e2e/components/Axe.test.ts',
      '// styled-components/src/constants.ts, e2e/**/*.spec.ts',
      '// stories/fixtures/pages.json and e2e/a.spec.tsx',
    ].join('\n')
    expect(codePaths(text)).toEqual([
      { target: 'stories/fixtures/pages.json', line: 3 },
      { target: 'e2e/a.spec.tsx', line: 3 },
    ])
  })
})
