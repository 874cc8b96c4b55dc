// build-hooks/compile-hints.mjs, on a build folder of its own making.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs'

describe('addCompileHints', () => {
  let dist: string
  const chunks = () => path.join(dist, 'static', 'chunks')
  const read = (name: string) => readFileSync(path.join(chunks(), name), 'utf8')
  const write = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(chunks(), name)), { recursive: true })
    writeFileSync(path.join(chunks(), name), text)
  }

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  })
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it('puts the hint on a line of its own at the top of every chunk, once', () => {
    write('a.js', 'self.a=1')
    write('nested/b.js', 'self.b=2')
    write('c.css', 'body{}')
    expect(addCompileHints(dist)).toBe(2)
    expect(read('a.js')).toBe(`${COMPILE_HINT}\nself.a=1`)
    expect(read('nested/b.js')).toBe(`${COMPILE_HINT}\nself.b=2`)
    expect(read('c.css')).toBe('body{}')
    // A second run (a build hook called twice) changes nothing.
    expect(addCompileHints(dist)).toBe(0)
    expect(read('a.js')).toBe(`${COMPILE_HINT}\nself.a=1`)
  })

  it("moves each chunk's source map down the line the hint takes", () => {
    write('a.js', 'self.a=1\n//# sourceMappingURL=a.js.map')
    write('a.js.map', JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: ['a.ts'] }))
    write('i.js', 'self.i=1')
    write(
      'i.js.map',
      JSON.stringify({
        version: 3,
        sections: [
          { offset: { line: 0, column: 0 }, map: { mappings: 'AAAA' } },
          { offset: { line: 4, column: 2 }, map: { mappings: 'AACA' } },
        ],
      }),
    )
    addCompileHints(dist)
    expect(JSON.parse(read('a.js.map'))).toEqual({
      version: 3,
      mappings: ';AAAA;AACA',
      sources: ['a.ts'],
    })
    expect(JSON.parse(read('i.js.map')).sections.map((s: { offset: unknown }) => s.offset)).toEqual(
      [
        { line: 1, column: 0 },
        { line: 5, column: 2 },
      ],
    )
  })

  it('does nothing to a build without client chunks', () => {
    expect(addCompileHints(dist)).toBe(0)
  })
})
