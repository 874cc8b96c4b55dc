import { defineType } from 'sanity'

import { themeField } from './fields'
import { countPreview, listField, requiredString, textField } from './helpers'

/** A call to action: heading, short text and up to three buttons. */
export const ctaBlock = defineType({
  name: 'ctaBlock',
  title: 'Call to action',
  type: 'object',
  fields: [
    requiredString('heading', 'Heading', 'The invitation, e.g. "Start building in minutes".'),
    textField('body', 'Text', 3, 'Optional supporting sentence under the heading.'),
    listField(
      'buttons',
      'Buttons',
      'One main button, optionally followed by a secondary one.',
      ['cmsLinkButton'],
      { min: 1, max: 3 },
    ),
    themeField('Optional colours for this block. Leave empty to follow the section.'),
  ],
  preview: countPreview({
    title: 'heading',
    count: 'buttons',
    fallback: 'Call to action',
    label: 'Call to action',
    singular: 'button',
  }),
})
