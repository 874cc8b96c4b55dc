import { defineType } from 'sanity'

import { listField } from './helpers'

/** Singleton (`_id: footer`). */
export const footer = defineType({
  name: 'footer',
  title: 'Footer',
  type: 'document',
  fields: [
    listField(
      'navigation',
      'Link columns',
      'The columns of links in the footer, left to right, each with a heading.',
      ['footerNavGroup'],
    ),
  ],
  preview: {
    prepare: () => ({ title: 'Footer' }),
  },
})
