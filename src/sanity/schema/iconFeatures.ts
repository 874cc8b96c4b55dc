import { defineField, defineType } from 'sanity'

import { iconItem, linkField, themeField } from './fields'
import { countPreview, optionalString } from './helpers'

/** A list of features, each with an icon, text and an optional link. */
export const iconFeatures = defineType({
  name: 'iconFeatures',
  title: 'Features with icons',
  type: 'object',
  fields: [
    optionalString('heading', 'Heading', 'Optional heading above the features.'),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      description: 'The features, in reading order.',
      of: [
        iconItem({
          name: 'iconFeature',
          title: 'Feature',
          icon: 'A small icon (SVG works best). Decorative, so no alternative text.',
          itemTitle: 'The feature name.',
          rows: 3,
          description: 'What it does for the reader, in one or two sentences.',
          more: [linkField('Optional "Learn more" link.')],
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    themeField('Optional colours for this block. Leave empty to follow the section.'),
  ],
  preview: countPreview({
    title: 'heading',
    count: 'features',
    fallback: 'Features with icons',
    label: 'Features',
    singular: 'feature',
  }),
})
