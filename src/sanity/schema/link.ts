import { defineField, defineType, type Path } from 'sanity'

import { linkSubtitle, linkTargetFields } from './fields'

/**
 * A link held in a field literally named `link` (a tag, a sidebar section, a feature, a promoted
 * section) gets its visible text from the surrounding title or label, so its own text is optional.
 */
export function isTextOptionalLink(path: Path | undefined): boolean {
  return Array.isArray(path) && path[path.length - 2] === 'link'
}

/** SPEC §3 Link, as used in navigation: visible `text` and external URL in `link`. */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'text',
      title: 'Text',
      type: 'string',
      description:
        'The words people click. Optional only where the link sits under a title or label that already says where it goes.',
      validation: (rule) =>
        rule.custom((value, context) =>
          !value && !isTextOptionalLink(context.path) ? 'Write the link text.' : true,
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
