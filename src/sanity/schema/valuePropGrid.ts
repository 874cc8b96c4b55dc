import { defineArrayMember, defineField, defineType } from 'sanity'

import { plainImageField, themeField } from './fields'
import { countLabel } from './rules'

/** A grid of value propositions: icon, title and description in 2–4 columns. */
export const valuePropGrid = defineType({
  name: 'valuePropGrid',
  title: 'Value proposition grid',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Optional heading above the grid.',
    }),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      description: 'The benefits, in reading order.',
      of: [
        defineArrayMember({
          name: 'valueProp',
          title: 'Value proposition',
          type: 'object',
          fields: [
            plainImageField({
              name: 'icon',
              title: 'Icon',
              description: 'A small icon (SVG works best). Decorative, so no alternative text.',
            }),
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              description: 'The benefit in a few words.',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'description',
              title: 'Description',
              type: 'text',
              rows: 3,
              description: 'One or two sentences.',
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'description', media: 'icon' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'columns',
      title: 'Columns',
      type: 'number',
      description: 'How many items sit side by side on wide screens. Phones always show one.',
      options: { list: [2, 3, 4], layout: 'radio', direction: 'horizontal' },
      initialValue: 3,
      validation: (rule) => rule.required().integer().min(2).max(4),
    }),
    themeField('Optional colours for this block. Leave empty to follow the section.'),
  ],
  preview: {
    select: { title: 'heading', items: 'items', columns: 'columns' },
    prepare: ({ title, items, columns }) => ({
      title: title ?? 'Value proposition grid',
      subtitle: `Grid · ${countLabel(items, 'item')} in ${columns ?? 3} columns`,
    }),
  },
})
