import { defineType } from 'sanity'

import { linkGroup } from './fields'

/** A column of links in the footer. */
export const footerNavGroup = defineType({
  name: 'footerNavGroup',
  title: 'Footer column',
  type: 'object',
  ...linkGroup({
    heading: 'title',
    headingTitle: 'Heading',
    headingDescription: 'The column heading, e.g. "Company".',
    linksDescription: 'The links in this column, top to bottom.',
    fallback: 'Footer column',
  }),
})
