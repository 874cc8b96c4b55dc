import { defineField, defineType } from 'sanity'

import { themeField } from './fields'

/** A customer quote with its author. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'object',
  fields: [
    defineField({
      name: 'quote',
      title: 'Quote',
      type: 'text',
      rows: 4,
      description: 'The customer’s words, without quotation marks.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'authorName',
      title: 'Name',
      type: 'string',
      description: 'Who said it.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'authorRole',
      title: 'Role',
      type: 'string',
      description: 'Their job title, e.g. "Head of Engineering".',
    }),
    defineField({
      name: 'company',
      title: 'Company',
      type: 'string',
      description: 'Where they work.',
    }),
    defineField({
      name: 'avatar',
      title: 'Photo',
      type: 'imageWithAlt',
      description: 'Optional portrait, shown small and round.',
    }),
    themeField('Optional colours for this block. Leave empty to follow the section.'),
  ],
  preview: {
    select: { quote: 'quote', name: 'authorName', company: 'company', media: 'avatar.image' },
    prepare: ({ quote, name, company, media }) => ({
      title: quote ? `“${quote}”` : 'Testimonial',
      subtitle: [name, company].filter(Boolean).join(', '),
      media,
    }),
  },
})
