import { defineArrayMember, defineField, defineType } from 'sanity'

/** Singleton (`_id: header`). SPEC §3 Header (content-managed). */
export const header = defineType({
  name: 'header',
  title: 'Header',
  type: 'document',
  fields: [
    defineField({
      name: 'primaryNavigation',
      title: 'Main navigation',
      type: 'array',
      description:
        'The items in the middle of the header, left to right. Mega and flexible menus open a dropdown on desktop and an accordion on mobile.',
      of: [
        defineArrayMember({ type: 'linkList', title: 'Dropdown list of links' }),
        defineArrayMember({ type: 'megaMenu', title: 'Mega menu' }),
        defineArrayMember({ type: 'flexibleMenu', title: 'Flexible menu' }),
        defineArrayMember({ type: 'annotationLink', title: 'Single link' }),
        defineArrayMember({ type: 'navModalButton', title: 'Button that opens a form' }),
      ],
    }),
    defineField({
      name: 'secondaryNavigation',
      title: 'Header buttons',
      type: 'array',
      description: 'The buttons on the right of the header, such as "Log in" and "Sign up".',
      of: [defineArrayMember({ type: 'cmsLinkButton' })],
      validation: (rule) =>
        rule.max(3).warning('More than three buttons will not fit next to the navigation.'),
    }),
    defineField({
      name: 'agent3Link',
      title: 'Agent 3 link',
      type: 'link',
      description: 'The highlighted product link shown beside the logo.',
    }),
  ],
  preview: {
    prepare: () => ({ title: 'Header' }),
  },
})
