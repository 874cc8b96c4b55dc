import { defineField, defineType } from 'sanity'

/** A lead-capture form placed in the page. */
export const formBlock = defineType({
  name: 'formBlock',
  title: 'Form',
  type: 'object',
  fields: [
    defineField({
      name: 'form',
      title: 'Form',
      type: 'reference',
      to: [{ type: 'formDocument' }],
      description: 'The form to show. Forms are edited under "Forms".',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'form.title', visibleTitle: 'form.visibleTitle' },
    prepare: ({ title, visibleTitle }) => ({
      title: title ?? 'No form chosen',
      subtitle: visibleTitle ? `Form · "${visibleTitle}"` : 'Form',
    }),
  },
})
