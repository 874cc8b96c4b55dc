import { defineArrayMember, defineField, defineType } from 'sanity'

import { countLabel } from './rules'

/** A row of small tags (integrations, categories), each optionally a link. */
export const tagList = defineType({
  name: 'tagList',
  title: 'Tags',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Optional heading above the tags, e.g. "Works with".',
    }),
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
            defineField({
              name: 'label',
              title: 'Label',
              type: 'string',
              description: 'The tag text; keep it to one or two words.',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'link',
              title: 'Link',
              type: 'link',
              description: 'Optional: makes the tag clickable. The link text can stay empty.',
            }),
          ],
          preview: {
            select: { title: 'label', slug: 'link.internalLink.slug.current', url: 'link.link' },
            prepare: ({ title, slug, url }) => ({
              title: title ?? 'Tag',
              subtitle: slug ? `/${slug}` : url,
            }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'heading', tags: 'tags' },
    prepare: ({ title, tags }) => ({
      title: title ?? 'Tags',
      subtitle: `Tags · ${countLabel(tags, 'tag')}`,
    }),
  },
})
