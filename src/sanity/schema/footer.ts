import { defineArrayMember, defineField, defineType } from 'sanity'

/** Singleton (`_id: footer`). */
export const footer = defineType({
  name: 'footer',
  title: 'Footer',
  type: 'document',
  fields: [
    defineField({
      name: 'navigation',
      title: 'Link columns',
      type: 'array',
      description: 'The columns of links in the footer, left to right, each with a heading.',
      of: [defineArrayMember({ type: 'footerNavGroup' })],
    }),
  ],
  preview: {
    prepare: () => ({ title: 'Footer' }),
  },
})
