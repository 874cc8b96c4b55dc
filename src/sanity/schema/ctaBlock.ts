import { defineArrayMember, defineField, defineType } from 'sanity'

import { themeField } from './fields'
import { countLabel } from './rules'

/** A call to action: heading, short text and up to three buttons. */
export const ctaBlock = defineType({
  name: 'ctaBlock',
  title: 'Call to action',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'The invitation, e.g. "Start building in minutes".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'Optional supporting sentence under the heading.',
    }),
    defineField({
      name: 'buttons',
      title: 'Buttons',
      type: 'array',
      description: 'One main button, optionally followed by a secondary one.',
      of: [defineArrayMember({ type: 'cmsLinkButton' })],
      validation: (rule) => rule.required().min(1).max(3),
    }),
    themeField('Optional colours for this block. Leave empty to follow the section.'),
  ],
  preview: {
    select: { title: 'heading', buttons: 'buttons' },
    prepare: ({ title, buttons }) => ({
      title: title ?? 'Call to action',
      subtitle: `Call to action · ${countLabel(buttons, 'button')}`,
    }),
  },
})
