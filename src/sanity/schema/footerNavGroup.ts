import { defineArrayMember, defineField, defineType } from 'sanity'

import { countLabel } from './rules'

/** A column of links in the footer. */
export const footerNavGroup = defineType({
  name: 'footerNavGroup',
  title: 'Footer column',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Heading',
      type: 'string',
      description: 'The column heading, e.g. "Company".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      description: 'The links in this column, top to bottom.',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'title', links: 'links' },
    prepare: ({ title, links }) => ({
      title: title ?? 'Footer column',
      subtitle: countLabel(links, 'link'),
    }),
  },
})
