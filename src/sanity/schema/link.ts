import { defineType, type Path } from 'sanity'

import { linkPreview, linkTargetFields, linkTextField } from './fields'

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
    linkTextField(
      'The words people click. Optional only where the link sits under a title or label that already says where it goes.',
      isTextOptionalLink,
    ),
    ...linkTargetFields('link'),
  ],
  preview: linkPreview(),
})
