import { defineField, defineType } from 'sanity'

import { isInsideRichTextAnnotation, linkSubtitle, linkTargetFields } from './fields'

/**
 * A single link: a top-level header navigation item, and the link annotation of rich text (where
 * the highlighted words are the text, so `text` is hidden there).
 */
export const annotationLink = defineType({
  name: 'annotationLink',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'text',
      title: 'Text',
      type: 'string',
      description: 'The words people click.',
      hidden: ({ path }) => isInsideRichTextAnnotation(path),
      validation: (rule) =>
        rule.custom((value, context) =>
          !value && !isInsideRichTextAnnotation(context.path) ? 'Write the link text.' : true,
        ),
    }),
    ...linkTargetFields('link'),
  ],
  preview: {
    select: { title: 'text', linkType: 'linkType', slug: 'internalLink.slug.current', url: 'link' },
    prepare: ({ title, linkType, slug, url }) => ({
      title: title ?? 'Link',
      subtitle: linkSubtitle({ linkType, slug, url }),
    }),
  },
})
