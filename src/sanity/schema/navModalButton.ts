import { defineField, defineType } from 'sanity'

/** SPEC §2 Navigation modal button: opens a form in a dialog. */
export const navModalButton = defineType({
  name: 'navModalButton',
  title: 'Button that opens a form',
  type: 'object',
  fields: [
    defineField({
      name: 'text',
      title: 'Text',
      type: 'string',
      description: 'The button text, e.g. "Contact sales".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'modalContent',
      title: 'Form',
      type: 'reference',
      to: [{ type: 'formDocument' }],
      description: 'The form shown in the dialog.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'text', form: 'modalContent.title' },
    prepare: ({ title, form }) => ({
      title: title ?? 'Form button',
      subtitle: form ? `Opens form "${form}"` : 'No form chosen',
    }),
  },
})
