// STYLE habit 5 / issue 13: colours, font sizes and stacking layers come from the token scale
// (tokens.ts -> theme contract -> components). This guard reads every component and route source
// and fails on a raw hex colour, a raw absolute `font-size` or a raw `z-index` outside src/theme/,
// so a new component cannot quietly start a second scale. It also fails on a raw `letter-spacing`
// (theme.letterSpacing), on a colour written out as rgb()/rgba()/hsl() (theme.overlayColor,
// theme.shadow) and on a raw length in a padding, margin or gap (theme.space).
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
  'src/components/ui/VisuallyHidden/VisuallyHidden.tsx': {
    rules: ['spacing'],
    reason:
      'the standard visually-hidden pattern (a 1 px box pulled back by margin: -1px), not a gap',
  },
}

type Rule = 'hex colour' | 'font-size' | 'z-index' | 'letter-spacing' | 'rgb colour' | 'spacing'

/** Raw values each rule rejects. Relative sizes (em, %, inherit) and token references pass. */
const rules: Record<Rule, RegExp> = {
  // #rgb, #rgba, #rrggbb, #rrggbbaa, not part of a longer word or an HTML entity.
  'hex colour': /(?<![&\w])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi,
  // CSS `font-size: 14px` / `clamp(34px, …)`, and style objects' `fontSize: 14` / `'14px'`.
  'font-size':
    /font-size:\s*[^;`}{]*\d(?:px|rem|pt)\b|fontSize:\s*(?:\d|['"][^'"]*\d(?:px|rem|pt)\b)/g,
  // CSS `z-index: 100` and style objects' `zIndex: 100`.
  'z-index': /z-index:\s*-?\d|zIndex:\s*['"]?-?\d/g,
  // CSS `letter-spacing: -0.02em` and style objects' `letterSpacing: 1` / `'0.1em'`; a reset to 0
  // and `normal` pass.
  'letter-spacing':
    /letter-spacing:\s*-?(?:\d*\.)?\d*[1-9]|letterSpacing:\s*['"]?-?(?:\d*\.)?\d*[1-9]/g,
  // A colour written out as rgb()/rgba() (comma or space syntax) or hsl()/hsla(). One built from a
  // token, as `rgba(${themeRgb(accent)}, 0.1)` or `rgb(from ${theme.color.text} r g b / 50%)`, passes.
  'rgb colour': /\b(?:rgba?|hsla?)\(\s*[\d.]/gi,
  // CSS `padding: 2px 8px`, `margin-top: 14px`, `gap: 0.5rem`: a non-zero length in px or rem in a
  // padding, margin or gap declaration. Zero, em and % pass, and so does a token beside them.
  spacing:
    /(?<![\w-])(?:padding|margin|gap|row-gap|column-gap)(?:-[a-z]+)*:[^;`{}\n]*?(?<![\w.])-?(?:\d*\.)?\d*[1-9]\d*(?:px|rem)\b/g,
}

const allRules = Object.keys(rules) as Rule[]

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

/** Every raw value in one source, as "path:line: rule: the line" (of the rules asked, default all). */
function rawValues(path: string, source: string, checked: Rule[] = allRules) {
  const code = withoutComments(source)
  const lines = source.split('\n')
  const allowed = allowlist[path.split(sep).join('/')]?.rules ?? []
  return (Object.entries(rules) as [Rule, RegExp][])
    .filter(([rule]) => checked.includes(rule) && !allowed.includes(rule))
    .flatMap(([rule, pattern]) =>
      [...(rule === 'hex colour' ? code : withoutInterpolations(code)).matchAll(pattern)].map(
        (match) => {
          const line = code.slice(0, match.index).split('\n').length
          return `${path}:${line}: ${rule}: ${lines[line - 1]?.trim()}`
        },
      ),
    )
}

/**
 * Asserts what the guard says of two made-up sources: `sample` gives exactly `caught` ("line:
 * rule: the line", in rule order), `clean` gives nothing. `checked`: the rules asked (default all).
 */
function expectGuard(sample: string[], caught: string[], clean: string[], checked = allRules) {
  expect(rawValues('src/components/X.tsx', sample.join('\n'), checked)).toEqual(
    caught.map((line) => `src/components/X.tsx:${line}`),
  )
  expect(rawValues('src/components/Y.tsx', clean.join('\n'), checked)).toEqual([])
}

describe('token guard', () => {
  const files = scanned.flatMap(sourceFiles)

  it('scans the component and route sources', () => {
    expect(files.length).toBeGreaterThan(50)
    expect(files).toContain(join('src', 'components', 'ui', 'Button', 'Button.styles.ts'))
  })

  /** The raw values of every scanned file under the given rules. */
  const rawValuesInTree = (checked: Rule[]) =>
    files.flatMap((path) =>
      rawValues(relative(root, join(root, path)), readFileSync(join(root, path), 'utf8'), checked),
    )

  it('finds no raw colour, font-size, z-index, letter-spacing or spacing outside src/theme/', () => {
    expect(allRules).toEqual([
      'hex colour',
      'font-size',
      'z-index',
      'letter-spacing',
      'rgb colour',
      'spacing',
    ])
    expect(rawValuesInTree(allRules)).toEqual([])
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
    ]
    const caught = [
      '2: hex colour: color: #1b2333;',
      '3: font-size: font-size: 14px;',
      '4: font-size: font-size: clamp(${theme.fontSize[170]}, 6vw, 56px);',
      "7: font-size: const style = { fontSize: 36, zIndex: '2' }",
      '5: z-index: z-index: 10;',
      "7: z-index: const style = { fontSize: 36, zIndex: '2' }",
    ]
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
    ]
    expectGuard(sample, caught, clean)
  })

  it('catches raw letter-spacing and rgb()/hsl() colours, not tokens', () => {
    const checked: Rule[] = ['letter-spacing', 'rgb colour']
    const sample = [
      'const A = styled.p`',
      '  letter-spacing: -0.02em;',
      '  letter-spacing: .5px;',
      '  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.35);',
      '  color: rgb(0 0 0 / 35%);',
      '  border-color: hsla(20, 90%, 50%, 0.5);',
      '`',
      "const style = { letterSpacing: '0.08em', background: 'RGBA(11, 20, 25, 0.4)' }",
    ]
    const caught = [
      '2: letter-spacing: letter-spacing: -0.02em;',
      '3: letter-spacing: letter-spacing: .5px;',
      "8: letter-spacing: const style = { letterSpacing: '0.08em', background: 'RGBA(11, 20, 25, 0.4)' }",
      '4: rgb colour: box-shadow: 0 24px 64px rgba(0, 0, 0, 0.35);',
      '5: rgb colour: color: rgb(0 0 0 / 35%);',
      '6: rgb colour: border-color: hsla(20, 90%, 50%, 0.5);',
      "8: rgb colour: const style = { letterSpacing: '0.08em', background: 'RGBA(11, 20, 25, 0.4)' }",
    ]
    const clean = [
      '// e.g. rgba(0, 0, 0, 0.35) in a comment',
      'const B = styled.p`',
      '  letter-spacing: ${theme.letterSpacing.caps};',
      '  letter-spacing: 0;',
      '  letter-spacing: normal;',
      '  box-shadow: ${theme.shadow.dialog};',
      '  background: ${theme.overlayColor.backdrop};',
      '  background: rgba(${themeRgb(accent)}, 0.1);',
      '  color: rgb(from ${theme.color.text} r g b / 50%);',
      '  border-color: ${({ $rgb }) => `rgba(${$rgb}, ${alpha})`};',
      '`',
    ]
    expectGuard(sample, caught, clean, checked)
  })

  it('catches raw paddings, margins and gaps, not tokens, zero or relative lengths', () => {
    const checked: Rule[] = ['spacing']
    const sample = [
      'const A = styled.div`',
      '  padding: ${theme.space.s1_5} 14px;',
      '  margin-top: 2px;',
      '  gap: 0.5rem ${theme.space.s3};',
      '  padding-inline: clamp(16px, 4vw, 40px);',
      '  margin: -1px;',
      '`',
    ]
    const caught = [
      '2: spacing: padding: ${theme.space.s1_5} 14px;',
      '3: spacing: margin-top: 2px;',
      '4: spacing: gap: 0.5rem ${theme.space.s3};',
      '5: spacing: padding-inline: clamp(16px, 4vw, 40px);',
      '6: spacing: margin: -1px;',
    ]
    const clean = [
      'const B = styled.div`',
      '  padding: ${theme.space.s2_5} ${theme.space.s3_5};',
      '  margin: 0 auto;',
      '  padding-right: calc(${theme.space.s3_5} * 2 + ${iconSize.xsmall}px);',
      '  padding-bottom: calc(${theme.space.s5} + env(safe-area-inset-bottom, 0px));',
      '  scroll-padding-top: var(--header, 0px);',
      '  margin-block: 1.5em;',
      '  gap: 10%;',
      '  min-height: 96px;',
      '`',
    ]
    expectGuard(sample, caught, clean, checked)
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
