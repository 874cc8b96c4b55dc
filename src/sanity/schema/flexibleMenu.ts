import { defineArrayMember, defineField, defineType } from 'sanity'

import { plainImageField } from './fields'
import { countLabel } from './rules'

/** SPEC §3 Header: flexibleMenu. */
export const flexibleMenu = defineType({
  name: 'flexibleMenu',
  title: 'Flexible menu',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The label in the header that opens the menu, e.g. "Solutions".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'sideBarSections',
      title: 'Sidebar',
      type: 'array',
      description:
        'Featured entries in the left sidebar, each with an icon and a short description.',
      of: [
        defineArrayMember({
          name: 'sideBarSection',
          title: 'Sidebar entry',
          type: 'object',
          fields: [
            plainImageField({
              name: 'icon',
              title: 'Icon',
              description:
                'A small icon (SVG works best). It is decorative, so no alternative text.',
            }),
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              description: 'The entry heading.',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'description',
              title: 'Description',
              type: 'text',
              rows: 2,
              description: 'One short sentence.',
            }),
            defineField({
              name: 'link',
              title: 'Link',
              type: 'link',
              description:
                'Where the entry goes. The link text is optional: the title is clickable.',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: {
            select: { title: 'title', subtitle: 'description', media: 'icon' },
          },
        }),
      ],
    }),
    defineField({
      name: 'linkGroups',
      title: 'Link columns',
      type: 'array',
      description: 'Columns of links, with or without subtitles.',
      of: [
        defineArrayMember({ type: 'linkList' }),
        defineArrayMember({ type: 'linkListWithSubtitle' }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', sideBarSections: 'sideBarSections', linkGroups: 'linkGroups' },
    prepare: ({ title, sideBarSections, linkGroups }) => ({
      title: title ?? 'Flexible menu',
      subtitle: `Flexible menu · ${countLabel(sideBarSections, 'sidebar entry', 'sidebar entries')} · ${countLabel(linkGroups, 'column')}`,
    }),
  },
})
