import { defineField, defineType } from 'sanity'

import { imageField } from './fields'
import { booleanField, choices, radioRow } from './helpers'

/** An image inside the content flow. */
export const imageBlock = defineType({
  name: 'imageBlock',
  title: 'Image',
  type: 'object',
  fields: [
    imageField({
      name: 'image',
      title: 'Image',
      description: 'The image, its alternative text and an optional caption.',
      required: true,
    }),
    defineField({
      name: 'size',
      title: 'Width',
      type: 'string',
      description:
        'Content: as wide as the text. Wide: a little wider than the text. Full: the whole width of the screen.',
      options: radioRow(choices({ content: 'Content', wide: 'Wide', full: 'Full width' })),
      initialValue: 'content',
    }),
    booleanField('rounded', 'Rounded corners', 'Round the corners of the image.', false),
  ],
  preview: {
    select: {
      media: 'image.image',
      altText: 'image.altText',
      caption: 'image.caption',
      size: 'size',
    },
    prepare: ({ media, altText, caption, size }) => ({
      title: altText ?? caption ?? 'Image',
      subtitle: `Image · ${size ?? 'content'}`,
      media,
    }),
  },
})
