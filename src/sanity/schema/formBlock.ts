import { defineType } from 'sanity'

import { requiredReference } from './helpers'

/** A lead-capture form placed in the page. */
export const formBlock = defineType({
  name: 'formBlock',
  title: 'Form',
  type: 'object',
  fields: [
    requiredReference(
      'form',
      'Form',
      'formDocument',
      'The form to show. Forms are edited under "Forms".',
    ),
  ],
  preview: {
    select: { title: 'form.title', visibleTitle: 'form.visibleTitle' },
    prepare: ({ title, visibleTitle }) => ({
      title: title ?? 'No form chosen',
      subtitle: visibleTitle ? `Form · "${visibleTitle}"` : 'Form',
    }),
  },
})
