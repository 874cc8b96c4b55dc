import { defineField, defineType } from 'sanity'

import { describedItem, imageField, themeField } from './fields'
import { countPreview, optionalString } from './helpers'

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
        describedItem({
          name: 'processStep',
          title: 'Step',
          itemTitle: 'What happens in this step, in a few words.',
          rows: 3,
          description: 'One or two sentences.',
          after: [
            imageField({
              name: 'image',
              title: 'Image',
              description: 'Optional screenshot or illustration for this step.',
            }),
          ],
          media: 'image.image',
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
