import { defineField, defineType } from 'sanity'

import { iconItem, themeField } from './fields'
import { optionalString, radioRow, titledPreview } from './helpers'
import { countLabel } from './rules'

/** A grid of value propositions: icon, title and description in 2–4 columns. */
export const valuePropGrid = defineType({
  name: 'valuePropGrid',
  title: 'Value proposition grid',
  type: 'object',
  fields: [
    optionalString('heading', 'Heading', 'Optional heading above the grid.'),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      description: 'The benefits, in reading order.',
      of: [
        iconItem({
          name: 'valueProp',
          title: 'Value proposition',
          icon: 'A small icon (SVG works best). Decorative, so no alternative text.',
          itemTitle: 'The benefit in a few words.',
          rows: 3,
          description: 'One or two sentences.',
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'columns',
      title: 'Columns',
      type: 'number',
      description: 'How many items sit side by side on wide screens. Phones always show one.',
      options: radioRow([2, 3, 4]),
      initialValue: 3,
      validation: (rule) => rule.required().integer().min(2).max(4),
    }),
    themeField('Optional colours for this block. Leave empty to follow the section.'),
  ],
  preview: titledPreview({
    select: { title: 'heading', items: 'items', columns: 'columns' },
    fallback: 'Value proposition grid',
    subtitle: ({ items, columns }) =>
      `Grid · ${countLabel(items, 'item')} in ${columns ?? 3} columns`,
  }),
})
