import { defineArrayMember, defineField, defineType } from 'sanity'

import { countLabel } from './rules'

/** SPEC §3 Header: megaMenu. */
export const megaMenu = defineType({
  name: 'megaMenu',
  title: 'Mega menu',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The label in the header that opens the menu, e.g. "Product".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'linkGroups',
      title: 'Link columns',
      type: 'array',
      description:
        'Columns of links. With more than two columns (or more than one plus a promoted section) the menu is centred.',
      of: [defineArrayMember({ type: 'linkList' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'promotedSection',
      title: 'Promoted section',
      type: 'object',
      description: 'Optional highlighted card beside the columns, e.g. a new feature or event.',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({
          name: 'image',
          title: 'Image',
          type: 'imageWithAlt',
          description: 'A picture for the card (landscape works best).',
        }),
        defineField({
          name: 'title',
          title: 'Title',
          type: 'string',
          description: 'The card heading.',
        }),
        defineField({
          name: 'description',
          title: 'Description',
          type: 'text',
          rows: 2,
          description: 'One or two short sentences.',
        }),
        defineField({
          name: 'link',
          title: 'Link',
          type: 'link',
          description: 'Where the card goes. Its text is shown as a call to action when filled in.',
        }),
      ],
    }),
    defineField({
      name: 'megaMenuFooterLinks',
      title: 'Bottom links',
      type: 'object',
      description: 'Optional row of links along the bottom of the menu.',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({
          name: 'footerLeftLinks',
          title: 'Left links',
          type: 'array',
          description: 'Small links on the left, e.g. "Changelog", "Status".',
          of: [defineArrayMember({ type: 'link' })],
        }),
        defineField({
          name: 'footerRightLink',
          title: 'Right link',
          type: 'link',
          description: 'One emphasised link on the right, e.g. "See all features".',
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', linkGroups: 'linkGroups', promoted: 'promotedSection.title' },
    prepare: ({ title, linkGroups, promoted }) => ({
      title: title ?? 'Mega menu',
      subtitle: [
        `Mega menu · ${countLabel(linkGroups, 'column')}`,
        promoted && `promoting "${promoted}"`,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
