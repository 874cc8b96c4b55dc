import { defineType } from 'sanity'

import { countPreview, listField, requiredString } from './helpers'

/** A titled list of links: a simple header dropdown, or a column inside a mega/flexible menu. */
export const linkList = defineType({
  name: 'linkList',
  title: 'List of links',
  type: 'object',
  fields: [
    requiredString('title', 'Title', 'The menu label or column heading, e.g. "Resources".'),
    listField('links', 'Links', 'The links, top to bottom.', ['link'], { min: 1 }),
  ],
  preview: countPreview({
    title: 'title',
    count: 'links',
    fallback: 'List of links',
    singular: 'link',
  }),
})
