import { defineField, defineType } from 'sanity'

import { imageField, linkField } from './fields'
import { listField, optionalString, requiredString, textField, titledPreview } from './helpers'
import { countLabel, joinParts } from './rules'

/** SPEC §3 Header: megaMenu. */
export const megaMenu = defineType({
  name: 'megaMenu',
  title: 'Mega menu',
  type: 'object',
  fields: [
    requiredString(
      'title',
      'Title',
      'The label in the header that opens the menu, e.g. "Product".',
    ),
    listField(
      'linkGroups',
      'Link columns',
      'Columns of links. With more than two columns (or more than one plus a promoted section) the menu is centred.',
      ['linkList'],
      { min: 1 },
    ),
    defineField({
      name: 'promotedSection',
      title: 'Promoted section',
      type: 'object',
      description: 'Optional highlighted card beside the columns, e.g. a new feature or event.',
      options: { collapsible: true, collapsed: true },
      fields: [
        imageField({
          name: 'image',
          title: 'Image',
          description: 'A picture for the card (landscape works best).',
        }),
        optionalString('title', 'Title', 'The card heading.'),
        textField('description', 'Description', 2, 'One or two short sentences.'),
        linkField('Where the card goes. Its text is shown as a call to action when filled in.'),
      ],
    }),
    defineField({
      name: 'megaMenuFooterLinks',
      title: 'Bottom links',
      type: 'object',
      description: 'Optional row of links along the bottom of the menu.',
      options: { collapsible: true, collapsed: true },
      fields: [
        listField(
          'footerLeftLinks',
          'Left links',
          'Small links on the left, e.g. "Changelog", "Status".',
          ['link'],
        ),
        defineField({
          name: 'footerRightLink',
          title: 'Right link',
          type: 'link',
          description: 'One emphasised link on the right, e.g. "See all features".',
        }),
      ],
    }),
  ],
  preview: titledPreview({
    select: { title: 'title', linkGroups: 'linkGroups', promoted: 'promotedSection.title' },
    fallback: 'Mega menu',
    subtitle: ({ linkGroups, promoted }) =>
      joinParts([
        `Mega menu · ${countLabel(linkGroups, 'column')}`,
        promoted && `promoting "${promoted}"`,
      ]),
  }),
})
