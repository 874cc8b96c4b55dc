import { defineField, defineType } from 'sanity'

import { choices, optionalString, requiredText } from './helpers'

export const CODE_LANGUAGES = choices({
  text: 'Plain text',
  typescript: 'TypeScript',
  tsx: 'TSX',
  javascript: 'JavaScript',
  jsx: 'JSX',
  json: 'JSON',
  python: 'Python',
  go: 'Go',
  rust: 'Rust',
  bash: 'Shell',
  html: 'HTML',
  css: 'CSS',
  sql: 'SQL',
  yaml: 'YAML',
  markdown: 'Markdown',
})

/** A block of code shown in a monospace panel with its file name. */
export const codeSnippet = defineType({
  name: 'codeSnippet',
  title: 'Code snippet',
  type: 'object',
  fields: [
    optionalString(
      'filename',
      'File name',
      'Optional file name shown above the code, e.g. "server.ts".',
    ),
    defineField({
      name: 'language',
      title: 'Language',
      type: 'string',
      description: 'Used for syntax colouring.',
      options: { list: [...CODE_LANGUAGES] },
      initialValue: 'typescript',
    }),
    requiredText(
      'code',
      'Code',
      12,
      'Paste the code exactly as it should appear; spacing is kept.',
    ),
    optionalString('caption', 'Caption', 'Optional note under the code.'),
  ],
  preview: {
    select: { filename: 'filename', language: 'language', code: 'code' },
    prepare: ({ filename, language, code }) => ({
      title:
        filename ?? (typeof code === 'string' ? code.split('\n')[0] : undefined) ?? 'Code snippet',
      subtitle: `Code · ${language ?? 'text'}`,
    }),
  },
})
