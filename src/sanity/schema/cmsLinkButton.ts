import { defineType } from 'sanity'

import { linkSubtitle, linkTargetFields, themeField } from './fields'
import { choices, requiredChoice, requiredString, titledPreview } from './helpers'
import { joinParts } from './rules'

/** SPEC §3 CMS link button. */
export const CMS_BUTTON_STYLES = choices({
  primary: 'Primary (filled)',
  secondary: 'Secondary (outline)',
  'secondary-focus': 'Secondary, focus (accent-coloured outline)',
})

export const cmsLinkButton = defineType({
  name: 'cmsLinkButton',
  title: 'Button',
  type: 'object',
  fields: [
    requiredString('label', 'Label', 'The button text, e.g. "Start building".'),
    ...linkTargetFields('externalUrl'),
    themeField('Optional colours for this button. Leave empty to follow the surrounding section.'),
    requiredChoice(
      'style',
      'Style',
      'Primary for the main action; secondary for alternatives.',
      { list: [...CMS_BUTTON_STYLES], layout: 'radio' },
      'primary',
    ),
  ],
  preview: titledPreview({
    select: {
      title: 'label',
      style: 'style',
      linkType: 'linkType',
      slug: 'internalLink.slug.current',
      url: 'externalUrl',
    },
    fallback: 'Button',
    subtitle: ({ style, linkType, slug, url }) =>
      joinParts([style, linkSubtitle({ linkType, slug, url })]),
  }),
})
