import { defineArrayMember, defineField, defineType } from 'sanity'

import { plainImageField, themeField } from './fields'
import { countLabel } from './rules'

/** A list of features, each with an icon, text and an optional link. */
export const iconFeatures = defineType({
  name: 'iconFeatures',
  title: 'Features with icons',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Optional heading above the features.',
    }),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      description: 'The features, in reading order.',
      of: [
        defineArrayMember({
          name: 'iconFeature',
          title: 'Feature',
          type: 'object',
          fields: [
            plainImageField({
              name: 'icon',
              title: 'Icon',
              description: 'A small icon (SVG works best). Decorative, so no alternative text.',
            }),
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              description: 'The feature name.',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'description',
              title: 'Description',
              type: 'text',
              rows: 3,
              description: 'What it does for the reader, in one or two sentences.',
            }),
            defineField({
              name: 'link',
              title: 'Link',
              type: 'link',
              description: 'Optional "Learn more" link.',
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'description', media: 'icon' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    themeField('Optional colours for this block. Leave empty to follow the section.'),
  ],
  preview: {
    select: { title: 'heading', features: 'features' },
    prepare: ({ title, features }) => ({
      title: title ?? 'Features with icons',
      subtitle: `Features · ${countLabel(features, 'feature')}`,
    }),
  },
})
