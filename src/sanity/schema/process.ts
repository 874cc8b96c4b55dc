import { defineArrayMember, defineField, defineType } from 'sanity'

import { themeField } from './fields'
import { countPreview, optionalString, requiredString, textField } from './helpers'

/** Numbered steps of a process. The theme colour is also passed on as RGB (themeRgb) by the site. */
export const processBlock = defineType({
  name: 'process',
  title: 'Process steps',
  type: 'object',
  fields: [
    optionalString(
      'heading',
      'Heading',
      'Optional heading, e.g. "From idea to app in three steps".',
    ),
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      description: 'The steps in order; they are numbered automatically.',
      of: [
        defineArrayMember({
          name: 'processStep',
          title: 'Step',
          type: 'object',
          fields: [
            requiredString('title', 'Title', 'What happens in this step, in a few words.'),
            textField('description', 'Description', 3, 'One or two sentences.'),
            defineField({
              name: 'image',
              title: 'Image',
              type: 'imageWithAlt',
              description: 'Optional screenshot or illustration for this step.',
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'description', media: 'image.image' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    themeField('Optional colours for this block; the accent colour numbers the steps.'),
  ],
  preview: countPreview({
    title: 'heading',
    count: 'steps',
    fallback: 'Process steps',
    label: 'Process',
    singular: 'step',
  }),
})
