// Content model `codeSnippet`: code in a figure with its file name, a copy button and a caption.
// The code keeps its spacing and scrolls sideways; the scrolling area is a named, focusable
// region so keyboard users can scroll it too.
import type { ComponentPropsWithoutRef } from 'react'
import type { CodeSnippetValue } from '../types'
import * as S from './CodeSnippet.styles'
import { LazyCopyButton } from './LazyCopyButton'

type Language = NonNullable<CodeSnippetValue['language']>

/** How each language is named to readers. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  bash: 'Shell',
  css: 'CSS',
  go: 'Go',
  html: 'HTML',
  javascript: 'JavaScript',
  json: 'JSON',
  jsx: 'JSX',
  markdown: 'Markdown',
  python: 'Python',
  rust: 'Rust',
  sql: 'SQL',
  text: 'Plain text',
  tsx: 'TSX',
  typescript: 'TypeScript',
  yaml: 'YAML',
}

/** The name of the code region: "Code: server.ts", else the language, else just "Code". */
export function codeRegionLabel(filename?: string | null, language?: string | null): string {
  const languageLabel = language ? LANGUAGE_LABELS[language as Language] : undefined
  const subject = filename || (languageLabel && languageLabel !== 'Plain text' ? languageLabel : '')
  return subject ? `Code: ${subject}` : 'Code'
}

export interface CodeSnippetProps extends Omit<ComponentPropsWithoutRef<'figure'>, 'children'> {
  /** The block as PAGE_QUERY projects it. */
  value: CodeSnippetValue
}

export function CodeSnippet({ value, ...rest }: CodeSnippetProps) {
  const code = value.code?.replace(/\n+$/, '')
  if (!code) return null
  const language = value.language ? LANGUAGE_LABELS[value.language] : undefined
  return (
    <S.Figure {...rest}>
      <S.Panel>
        <S.Header>
          <S.Dots aria-hidden="true">
            <span />
          </S.Dots>
          {value.filename && <S.FileName>{value.filename}</S.FileName>}
          <S.Actions>
            {language && <S.Language>{language}</S.Language>}
            <LazyCopyButton text={code} />
          </S.Actions>
        </S.Header>
        <S.Pre
          role="region"
          aria-label={codeRegionLabel(value.filename, value.language)}
          tabIndex={0}
        >
          <code data-language={value.language ?? undefined}>{code}</code>
        </S.Pre>
      </S.Panel>
      {value.caption && <S.Caption>{value.caption}</S.Caption>}
    </S.Figure>
  )
}
