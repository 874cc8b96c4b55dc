import { defineType } from 'sanity'

import { requiredReference, titledPreview } from './helpers'

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
  preview: titledPreview({
    select: { title: 'form.title', visibleTitle: 'form.visibleTitle' },
    fallback: 'No form chosen',
    subtitle: ({ visibleTitle }) => (visibleTitle ? `Form · "${visibleTitle}"` : 'Form'),
  }),
})
