import { defineType } from 'sanity'

import { requiredReference, requiredString, titledPreview } from './helpers'

/** SPEC §2 Navigation modal button: opens a form in a dialog. */
export const navModalButton = defineType({
  name: 'navModalButton',
  title: 'Button that opens a form',
  type: 'object',
  fields: [
    requiredString('text', 'Text', 'The button text, e.g. "Contact sales".'),
    requiredReference('modalContent', 'Form', 'formDocument', 'The form shown in the dialog.'),
  ],
  preview: titledPreview({
    select: { title: 'text', form: 'modalContent.title' },
    fallback: 'Form button',
    subtitle: ({ form }) => (form ? `Opens form "${form}"` : 'No form chosen'),
  }),
})
