// STYLE habit 5 / issue 13: colours, font sizes and stacking layers come from the token scale
// (tokens.ts -> theme contract -> components). This guard reads every component and route source
// and fails on a raw hex colour, a raw absolute `font-size` or a raw `z-index` outside src/theme/,
// so a new component cannot quietly start a second scale.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(__dirname, '..', '..')
const scanned = ['src/components', 'src/app']

/**
 * Files allowed to keep a raw value of one kind, each with its reason. Keep it short: a new entry
 * needs a reason a reviewer would accept, not "it was easier".
 */
const allowlist: Record<string, { rules: Rule[]; reason: string }> = {
  'src/components/blocks/testing.tsx': {
    rules: ['hex colour'],
    reason: 'a test fixture: a theme as the CMS sends it (hex strings are CMS data, not styling)',
  },
  'src/app/og/[[...slug]]/route.tsx': {
    rules: ['font-size'],
    reason:
      'next/og renders a PNG with Satori, which takes plain numbers and no CSS variables; ' +
      'the share image is not part of the page type scale',
  },
}

type Rule = 'hex colour' | 'font-size' | 'z-index'

/** Raw values each rule rejects. Relative sizes (em, %, inherit) and token references pass. */
const rules: Record<Rule, RegExp> = {
  // #rgb, #rgba, #rrggbb, #rrggbbaa, not part of a longer word or an HTML entity.
  'hex colour': /(?<![&\w])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi,
  // CSS `font-size: 14px` / `clamp(34px, …)`, and style objects' `fontSize: 14` / `'14px'`.
  'font-size':
    /font-size:\s*[^;`}{]*\d(?:px|rem|pt)\b|fontSize:\s*(?:\d|['"][^'"]*\d(?:px|rem|pt)\b)/g,
  // CSS `z-index: 100` and style objects' `zIndex: 100`.
  'z-index': /z-index:\s*-?\d|zIndex:\s*['"]?-?\d/g,
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The code without its comments, line numbers kept (a comment may quote a value as an example). */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[\s;{}(,])\/\/.*$/gm, '$1')
}

/**
 * The code with its template interpolations blanked out (newlines kept), so a token between
 * raw values (`clamp(${token}, 6vw, 56px)`) does not end the declaration early.
 */
function withoutInterpolations(code: string): string {
  return code.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, (part) => part.replace(/[^\n]/g, '_'))
}

/** Every raw value in one source, as "path:line: rule: the line". */
function rawValues(path: string, source: string): string[] {
  const code = withoutComments(source)
  const lines = source.split('\n')
  const allowed = allowlist[path.split(sep).join('/')]?.rules ?? []
  return (Object.entries(rules) as [Rule, RegExp][])
    .filter(([rule]) => !allowed.includes(rule))
    .flatMap(([rule, pattern]) =>
      [...(rule === 'hex colour' ? code : withoutInterpolations(code)).matchAll(pattern)].map(
        (match) => {
          const line = code.slice(0, match.index).split('\n').length
          return `${path}:${line}: ${rule}: ${lines[line - 1]?.trim()}`
        },
      ),
    )
}

describe('token guard', () => {
  const files = scanned.flatMap(sourceFiles)

  it('scans the component and route sources', () => {
    expect(files.length).toBeGreaterThan(50)
    expect(files).toContain(join('src', 'components', 'ui', 'Button', 'Button.styles.ts'))
  })

  it('finds no raw hex colour, font-size or z-index outside src/theme/', () => {
    const found = files.flatMap((path) =>
      rawValues(relative(root, join(root, path)), readFileSync(join(root, path), 'utf8')),
    )
    expect(found).toEqual([])
  })

  it('catches each kind of raw value, and lets tokens, relative sizes and comments through', () => {
    const sample = [
      'const A = styled.div`',
      '  color: #1b2333;',
      '  font-size: 14px;',
      '  font-size: clamp(${theme.fontSize[170]}, 6vw, 56px);',
      '  z-index: 10;',
      '`',
      "const style = { fontSize: 36, zIndex: '2' }",
    ].join('\n')
    expect(rawValues('src/components/X.tsx', sample)).toEqual([
      'src/components/X.tsx:2: hex colour: color: #1b2333;',
      'src/components/X.tsx:3: font-size: font-size: 14px;',
      'src/components/X.tsx:4: font-size: font-size: clamp(${theme.fontSize[170]}, 6vw, 56px);',
      "src/components/X.tsx:7: font-size: const style = { fontSize: 36, zIndex: '2' }",
      'src/components/X.tsx:5: z-index: z-index: 10;',
      "src/components/X.tsx:7: z-index: const style = { fontSize: 36, zIndex: '2' }",
    ])
    const clean = [
      '// e.g. #ec4e02 in a comment',
      'const B = styled.a`',
      '  /* was font-size: 14px */',
      '  color: ${theme.fixedColor.ink};',
      '  font-size: ${theme.fontSize[40]};',
      '  font-size: clamp(${theme.fontSize[170]}, 6vw, ${theme.fontSize[230]});',
      '  font-size: 0.9em;',
      '  z-index: ${theme.zIndex.overlay};',
      "  &[href='#top'] { font-size: inherit; }",
      '`',
    ].join('\n')
    expect(rawValues('src/components/Y.tsx', clean)).toEqual([])
  })

  it('keeps every allowlist entry needed (a stale entry hides nothing and should go)', () => {
    for (const [path, { rules: allowed }] of Object.entries(allowlist)) {
      const source = readFileSync(join(root, path), 'utf8')
      const withoutAllowlist = rawValues('unlisted.tsx', source)
      for (const rule of allowed) {
        expect(
          withoutAllowlist.some((line) => line.includes(`: ${rule}: `)),
          `${path} no longer needs ${rule}`,
        ).toBe(true)
      }
    }
  })
})
