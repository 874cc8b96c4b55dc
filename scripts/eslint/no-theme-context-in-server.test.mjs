// Issue 33 item 4: the lint rule that keeps styled-components' ThemeProvider context (useTheme,
// props.theme) out of server components fires where it should and nowhere else, and the
// project's ESLint config applies it to the site's sources.
import tsParser from '@typescript-eslint/parser'
import { ESLint, Linter } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import plugin from './no-theme-context-in-server.mjs'

const RULE = 'local/no-theme-context-in-server'

/** The rule's messages for `code`, linted as a TypeScript module. */
function lint(code) {
  const linter = new Linter({ configType: 'flat' })
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.tsx'],
        languageOptions: { parser: tsParser },
        plugins: { local: plugin },
        rules: { [RULE]: 'error' },
      },
    ],
    'Example.styles.tsx',
  )
  return messages.map((m) => `${m.ruleId ?? 'parse'} ${m.line}:${m.column}`)
}

const serverStyles = `import styled from 'styled-components'
export const Card = styled.div\`
  color: \${({ theme }) => theme.color.text};
  background: \${(p: { theme: { color: { background: string } } }) => p.theme.color.background};
\``

describe('no-theme-context-in-server', () => {
  it('flags props.theme in the style interpolations of a module without use client', () => {
    expect(lint(serverStyles)).toEqual([`${RULE} 3:15`, `${RULE} 4:70`])
  })

  it("flags styled-components' useTheme, ThemeContext and withTheme in such a module", () => {
    const code = `import { useTheme, ThemeContext, withTheme, css } from 'styled-components'
export function Box() {
  const theme = useTheme()
  return <div style={{ color: theme.color.text }} />
}`
    expect(lint(code)).toEqual([`${RULE} 1:10`, `${RULE} 1:20`, `${RULE} 1:34`])
  })

  it("allows them in a module marked 'use client'", () => {
    expect(lint(`'use client'\n${serverStyles}`)).toEqual([])
    expect(lint(`'use client'\nimport { useTheme } from 'styled-components'\nuseTheme()`)).toEqual(
      [],
    )
  })

  it('leaves the imported contract and a component prop named theme alone', () => {
    const code = `import styled from 'styled-components'
import { theme } from '@/theme'
const Scope = styled.div\`color: \${theme.color.text}; width: \${(p: { $w: string }) => p.$w};\`
export function ThemeScope({ theme }: { theme?: object }) {
  return <Scope data-theme={String(Boolean(theme))} $w="1px" />
}
export const label = (props: { theme: string }) => props.theme`
    expect(lint(code)).toEqual([])
  })

  it("is on for the site's sources in eslint.config.mjs", async () => {
    const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) })
    const [result] = await eslint.lintText(serverStyles, {
      filePath: 'src/components/blocks/Example/Example.styles.ts',
    })
    expect(result.messages.filter((m) => m.ruleId === RULE)).toHaveLength(2)
  }, 60_000)
})
