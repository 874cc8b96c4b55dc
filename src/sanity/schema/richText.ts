import { defineArrayMember, defineField, defineType } from 'sanity'

import { RICH_TEXT_STYLES } from '../../lib/richTextStyles'
import { choices, radioRow } from './helpers'
import { validateHexColor } from './rules'

export const RICH_TEXT_DECORATORS = choices({
  strong: 'Bold',
  em: 'Italic',
  center: 'Centre',
  pixelText: 'Pixel font',
  code: 'Code',
  typingAnimation: 'Typing animation',
})

/** htmlTag annotation: render the block as this element instead of its usual one. */
export const HTML_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'span'] as const

/** The embedded block types, in the insert-menu order. */
export const EMBEDDED_BLOCK_TYPES = [
  'ctaBlock',
  'valuePropGrid',
  'iconFeatures',
  'marquee',
  'codeSnippet',
  'imageBlock',
  'process',
  'videoFigure',
  'mapEmbed',
  'testimonial',
  'tagList',
  'spacer',
  'formBlock',
  'tableOfContents',
] as const

export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [...RICH_TEXT_STYLES],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbers', value: 'number' },
      ],
      marks: {
        decorators: [...RICH_TEXT_DECORATORS],
        annotations: [
          defineArrayMember({
            name: 'color',
            title: 'Colour',
            type: 'object',
            fields: [
              defineField({
                name: 'hex',
                title: 'Colour',
                type: 'string',
                description: 'Hex colour for the selected text, e.g. #ec4e02.',
                placeholder: '#rrggbb',
                validation: (rule) => rule.required().custom((value) => validateHexColor(value)),
              }),
            ],
          }),
          defineArrayMember({
            name: 'htmlTag',
            title: 'HTML tag',
            type: 'object',
            fields: [
              defineField({
                name: 'tag',
                title: 'Tag',
                type: 'string',
                description:
                  'Render this text as a different element than its style suggests, e.g. look like a headline but be a paragraph for search engines. "span" gives plain inline text.',
                options: radioRow(HTML_TAGS.map((tag) => ({ title: tag, value: tag }))),
                validation: (rule) => rule.required(),
              }),
            ],
          }),
          defineArrayMember({ name: 'annotationLink', type: 'annotationLink', title: 'Link' }),
        ],
      },
    }),
    ...EMBEDDED_BLOCK_TYPES.map((type) => defineArrayMember({ type })),
  ],
})
