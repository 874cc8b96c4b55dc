import { defineField, defineType } from 'sanity'

import { themeField } from './fields'

type PortableTextLike = Array<{ _type?: string; children?: Array<{ text?: string }> }>

/** First line of text in a rich-text value, for previews. */
export function firstTextLine(content: unknown): string | undefined {
  if (!Array.isArray(content)) return undefined
  for (const block of content as PortableTextLike) {
    if (block._type !== 'block') continue
    const text = block.children
      ?.map((child) => child.text ?? '')
      .join('')
      .trim()
    if (text) return text
  }
  return undefined
}

/** A page section: one colour theme around rich-text content and embedded blocks. */
export const moduleGroup = defineType({
  name: 'moduleGroup',
  title: 'Section',
  type: 'object',
  fields: [
    themeField(
      'Colours of this section. Its background also decides the header colours when it is the first section, and the footer follows the last section’s theme.',
    ),
    defineField({
      name: 'content',
      title: 'Content',
      type: 'richText',
      description: 'Text, headings and embedded blocks (calls to action, grids, forms, …).',
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { content: 'content', themeName: 'theme.name' },
    prepare: ({ content, themeName }) => {
      const blocks = Array.isArray(content) ? content.length : 0
      return {
        title: firstTextLine(content) ?? 'Section without text',
        subtitle: [themeName ?? 'No theme', `${blocks} block${blocks === 1 ? '' : 's'}`].join(
          ' · ',
        ),
      }
    },
  },
})
