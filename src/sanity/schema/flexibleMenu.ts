import { defineField, defineType } from 'sanity'

import { iconItem, linkField } from './fields'
import { listField, requiredString, titledPreview } from './helpers'
import { countLabel } from './rules'

/** SPEC §3 Header: flexibleMenu. */
export const flexibleMenu = defineType({
  name: 'flexibleMenu',
  title: 'Flexible menu',
  type: 'object',
  fields: [
    requiredString(
      'title',
      'Title',
      'The label in the header that opens the menu, e.g. "Solutions".',
    ),
    defineField({
      name: 'sideBarSections',
      title: 'Sidebar',
      type: 'array',
      description:
        'Featured entries in the left sidebar, each with an icon and a short description.',
      of: [
        iconItem({
          name: 'sideBarSection',
          title: 'Sidebar entry',
          icon: 'A small icon (SVG works best). It is decorative, so no alternative text.',
          itemTitle: 'The entry heading.',
          rows: 2,
          description: 'One short sentence.',
          more: [
            linkField(
              'Where the entry goes. The link text is optional: the title is clickable.',
              true,
            ),
          ],
        }),
      ],
    }),
    listField('linkGroups', 'Link columns', 'Columns of links, with or without subtitles.', [
      'linkList',
      'linkListWithSubtitle',
    ]),
  ],
  preview: titledPreview({
    select: { title: 'title', sideBarSections: 'sideBarSections', linkGroups: 'linkGroups' },
    fallback: 'Flexible menu',
    subtitle: ({ sideBarSections, linkGroups }) =>
      `Flexible menu · ${countLabel(sideBarSections, 'sidebar entry', 'sidebar entries')} · ${countLabel(linkGroups, 'column')}`,
  }),
})
