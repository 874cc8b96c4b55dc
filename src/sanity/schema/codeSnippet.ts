import { defineField, defineType } from 'sanity'

import { optionalString, requiredText } from './helpers'

export const CODE_LANGUAGES = [
  { title: 'Plain text', value: 'text' },
  { title: 'TypeScript', value: 'typescript' },
  { title: 'TSX', value: 'tsx' },
  { title: 'JavaScript', value: 'javascript' },
  { title: 'JSX', value: 'jsx' },
  { title: 'JSON', value: 'json' },
  { title: 'Python', value: 'python' },
  { title: 'Go', value: 'go' },
  { title: 'Rust', value: 'rust' },
  { title: 'Shell', value: 'bash' },
  { title: 'HTML', value: 'html' },
  { title: 'CSS', value: 'css' },
  { title: 'SQL', value: 'sql' },
  { title: 'YAML', value: 'yaml' },
  { title: 'Markdown', value: 'markdown' },
] as const

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
