import { defineType } from 'sanity'

import { linkGroup } from './fields'

/** A titled list of links: a simple header dropdown, or a column inside a mega/flexible menu. */
export const linkList = defineType({
  name: 'linkList',
  title: 'List of links',
  type: 'object',
  ...linkGroup({
    heading: 'title',
    headingTitle: 'Title',
    headingDescription: 'The menu label or column heading, e.g. "Resources".',
    linksDescription: 'The links, top to bottom.',
    fallback: 'List of links',
  }),
})
