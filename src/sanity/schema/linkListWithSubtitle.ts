import { defineArrayMember, defineField, defineType } from 'sanity'

import { linkGroup } from './fields'
import { countPreview, requiredString } from './helpers'

/** A menu column split into sub-groups, each with a small subtitle (SPEC §3 flexibleMenu). */
export const linkListWithSubtitle = defineType({
  name: 'linkListWithSubtitle',
  title: 'List of links with subtitles',
  type: 'object',
  fields: [
    requiredString('title', 'Title', 'The column heading, e.g. "Use cases".'),
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
          ...linkGroup({
            heading: 'subtitle',
            headingTitle: 'Subtitle',
            headingDescription: 'Small heading above this group, e.g. "By team".',
            linksDescription: 'The links in this group.',
            fallback: 'Group',
          }),
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: countPreview({
    title: 'title',
    count: 'list',
    fallback: 'List of links with subtitles',
    singular: 'group',
  }),
})
