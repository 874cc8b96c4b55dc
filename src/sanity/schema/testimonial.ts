import { defineType } from 'sanity'

import { imageField, themeField } from './fields'
import { optionalString, requiredString, requiredText } from './helpers'

/** A customer quote with its author. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'object',
  fields: [
    requiredText('quote', 'Quote', 4, 'The customer’s words, without quotation marks.'),
    requiredString('authorName', 'Name', 'Who said it.'),
    optionalString('authorRole', 'Role', 'Their job title, e.g. "Head of Engineering".'),
    optionalString('company', 'Company', 'Where they work.'),
    imageField({
      name: 'avatar',
      title: 'Photo',
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
