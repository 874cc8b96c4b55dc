import { defineType } from 'sanity'

import { optionalString, titledPreview } from './helpers'

/** SPEC §2 Rich-text content: lists the page's Heading 1 and Heading 2 blocks as links. */
export const tableOfContents = defineType({
  name: 'tableOfContents',
  title: 'Table of contents',
  type: 'object',
  fields: [
    optionalString(
      'title',
      'Title',
      'Optional heading above the list, e.g. "On this page". The entries are the Heading 1 and Heading 2 lines of the page, added automatically.',
    ),
  ],
  preview: titledPreview({
    select: { title: 'title' },
    fallback: 'Table of contents',
    subtitle: () => 'Table of contents · built from the headings',
  }),
})
