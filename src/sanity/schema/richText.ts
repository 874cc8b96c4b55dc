import { defineArrayMember, defineField, defineType } from 'sanity'

import { validateHexColor } from './rules'

/** SPEC §3 Rich-text content: the 17 block styles, in the order the editor menu shows them. */
export const RICH_TEXT_STYLES = [
  { title: 'Normal', value: 'normal' },
  { title: 'Heading 1', value: 'h1' },
  { title: 'Heading 2', value: 'h2' },
  { title: 'Heading 3', value: 'h3' },
  { title: 'Heading 4', value: 'h4' },
  { title: 'Headline 1 (large, marketing)', value: 'h1-headline' },
  { title: 'Headline 2 (marketing)', value: 'h2-headline' },
  { title: 'Headline 3 (marketing)', value: 'h3-headline' },
  { title: 'Display (hero)', value: 'display' },
  { title: 'Display 2', value: 'display-2' },
  { title: 'Body 2 (smaller)', value: 'body-2' },
  { title: 'Body 3', value: 'body-3' },
  { title: 'Body 4 (smallest)', value: 'body-4' },
  { title: 'Caption', value: 'caption' },
  { title: 'Caption 2', value: 'caption-2' },
  { title: 'Mono', value: 'mono' },
  { title: 'Subheading (Helvetica 20)', value: 'subheading-helvetica-20' },
] as const

export const RICH_TEXT_DECORATORS = [
  { title: 'Bold', value: 'strong' },
  { title: 'Italic', value: 'em' },
  { title: 'Centre', value: 'center' },
  { title: 'Pixel font', value: 'pixelText' },
  { title: 'Code', value: 'code' },
  { title: 'Typing animation', value: 'typingAnimation' },
] as const

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
                options: {
                  list: HTML_TAGS.map((tag) => ({ title: tag, value: tag })),
                  layout: 'radio',
                  direction: 'horizontal',
                },
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
