import { defineArrayMember, defineField, defineType } from 'sanity'

import { countLabel } from './rules'

/** A titled list of links: a simple header dropdown, or a column inside a mega/flexible menu. */
export const linkList = defineType({
  name: 'linkList',
  title: 'List of links',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The menu label or column heading, e.g. "Resources".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      description: 'The links, top to bottom.',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'title', links: 'links' },
    prepare: ({ title, links }) => ({
      title: title ?? 'List of links',
      subtitle: countLabel(links, 'link'),
    }),
  },
})
