import { defineType } from 'sanity'

import { requiredReference, requiredString } from './helpers'

/** SPEC §2 Navigation modal button: opens a form in a dialog. */
export const navModalButton = defineType({
  name: 'navModalButton',
  title: 'Button that opens a form',
  type: 'object',
  fields: [
    requiredString('text', 'Text', 'The button text, e.g. "Contact sales".'),
    requiredReference('modalContent', 'Form', 'formDocument', 'The form shown in the dialog.'),
  ],
  preview: {
    select: { title: 'text', form: 'modalContent.title' },
    prepare: ({ title, form }) => ({
      title: title ?? 'Form button',
      subtitle: form ? `Opens form "${form}"` : 'No form chosen',
    }),
  },
})
