import { defineArrayMember, defineField, defineType } from 'sanity'

import { plainImageField } from './fields'
import { choices, countPreview, optionalString, radioRow } from './helpers'

/** A horizontally scrolling strip of logos or short phrases (pauses for reduced motion). */
export const marquee = defineType({
  name: 'marquee',
  title: 'Scrolling strip',
  type: 'object',
  fields: [
    optionalString('label', 'Label', 'Optional line above the strip, e.g. "Trusted by teams at".'),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      description: 'Logos or short phrases. Each needs a text, a logo, or both.',
      of: [
        defineArrayMember({
          name: 'marqueeItem',
          title: 'Item',
          type: 'object',
          fields: [
            optionalString(
              'text',
              'Text',
              'The phrase or company name. With a logo, it is read out to screen-reader users instead of shown.',
            ),
            plainImageField({
              name: 'logo',
              title: 'Logo',
              description: 'Optional logo (SVG works best).',
            }),
          ],
          validation: (rule) =>
            rule.custom((value) => {
              const item = value as { text?: string; logo?: { asset?: unknown } } | undefined
              return item?.text || item?.logo?.asset ? true : 'Add a text, a logo, or both.'
            }),
          preview: { select: { title: 'text', media: 'logo' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'speed',
      title: 'Speed',
      type: 'string',
      description: 'How fast the strip scrolls.',
      options: radioRow(choices({ slow: 'Slow', normal: 'Normal', fast: 'Fast' })),
      initialValue: 'normal',
    }),
  ],
  preview: countPreview({
    title: 'label',
    count: 'items',
    fallback: 'Scrolling strip',
    label: 'Scrolling strip',
    singular: 'item',
  }),
})
