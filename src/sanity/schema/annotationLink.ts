import { defineType } from 'sanity'

import { isInsideRichTextAnnotation, linkPreview, linkTargetFields, linkTextField } from './fields'

/**
 * A single link: a top-level header navigation item, and the link annotation of rich text (where
 * the highlighted words are the text, so `text` is hidden there).
 */
export const annotationLink = defineType({
  name: 'annotationLink',
  title: 'Link',
  type: 'object',
  fields: [
    linkTextField('The words people click.', isInsideRichTextAnnotation, true),
    ...linkTargetFields('link'),
  ],
  preview: linkPreview(),
})
