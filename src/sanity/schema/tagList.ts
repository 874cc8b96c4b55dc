import { defineArrayMember, defineField, defineType } from 'sanity'

import { linkField } from './fields'
import { countPreview, optionalString, requiredString, titledPreview } from './helpers'

/** A row of small tags (integrations, categories), each optionally a link. */
export const tagList = defineType({
  name: 'tagList',
  title: 'Tags',
  type: 'object',
  fields: [
    optionalString('heading', 'Heading', 'Optional heading above the tags, e.g. "Works with".'),
    defineField({
      name: 'tags',
      title: 'Tags',
      type: 'array',
      description: 'The tags, in order.',
      of: [
        defineArrayMember({
          name: 'tag',
          title: 'Tag',
          type: 'object',
          fields: [
            requiredString('label', 'Label', 'The tag text; keep it to one or two words.'),
            linkField('Optional: makes the tag clickable. The link text can stay empty.'),
          ],
          preview: titledPreview({
            select: { title: 'label', slug: 'link.internalLink.slug.current', url: 'link.link' },
            fallback: 'Tag',
            subtitle: ({ slug, url }) => (slug ? `/${slug}` : url),
          }),
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: countPreview({
    title: 'heading',
    count: 'tags',
    fallback: 'Tags',
    label: 'Tags',
    singular: 'tag',
  }),
})
