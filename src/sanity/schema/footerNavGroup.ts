import { defineType } from 'sanity'

import { countPreview, listField, requiredString } from './helpers'

/** A column of links in the footer. */
export const footerNavGroup = defineType({
  name: 'footerNavGroup',
  title: 'Footer column',
  type: 'object',
  fields: [
    requiredString('title', 'Heading', 'The column heading, e.g. "Company".'),
    listField('links', 'Links', 'The links in this column, top to bottom.', ['link'], { min: 1 }),
  ],
  preview: countPreview({
    title: 'title',
    count: 'links',
    fallback: 'Footer column',
    singular: 'link',
  }),
})
