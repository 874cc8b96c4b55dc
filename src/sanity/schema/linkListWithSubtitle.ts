import { defineArrayMember, defineField, defineType } from 'sanity'

import { countLabel } from './rules'

/** A menu column split into sub-groups, each with a small subtitle (SPEC §3 flexibleMenu). */
export const linkListWithSubtitle = defineType({
  name: 'linkListWithSubtitle',
  title: 'List of links with subtitles',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The column heading, e.g. "Use cases".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'list',
      title: 'Groups',
      type: 'array',
      description: 'Groups of links, each under its own subtitle.',
      of: [
        defineArrayMember({
          name: 'linkListSection',
          title: 'Group',
          type: 'object',
          fields: [
            defineField({
              name: 'subtitle',
              title: 'Subtitle',
              type: 'string',
              description: 'Small heading above this group, e.g. "By team".',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'links',
              title: 'Links',
              type: 'array',
              description: 'The links in this group.',
              of: [defineArrayMember({ type: 'link' })],
              validation: (rule) => rule.required().min(1),
            }),
          ],
          preview: {
            select: { title: 'subtitle', links: 'links' },
            prepare: ({ title, links }) => ({
              title: title ?? 'Group',
              subtitle: countLabel(links, 'link'),
            }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'title', list: 'list' },
    prepare: ({ title, list }) => ({
      title: title ?? 'List of links with subtitles',
      subtitle: countLabel(list, 'group'),
    }),
  },
})
