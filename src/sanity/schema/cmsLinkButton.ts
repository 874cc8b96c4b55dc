import { defineField, defineType } from 'sanity'

import { linkSubtitle, linkTargetFields, themeField } from './fields'

/** SPEC §3 CMS link button. */
export const CMS_BUTTON_STYLES = [
  { title: 'Primary (filled)', value: 'primary' },
  { title: 'Secondary (outline)', value: 'secondary' },
  { title: 'Secondary, focus (accent-coloured outline)', value: 'secondary-focus' },
] as const

export const cmsLinkButton = defineType({
  name: 'cmsLinkButton',
  title: 'Button',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'The button text, e.g. "Start building".',
      validation: (rule) => rule.required(),
    }),
    ...linkTargetFields('externalUrl'),
    themeField('Optional colours for this button. Leave empty to follow the surrounding section.'),
    defineField({
      name: 'style',
      title: 'Style',
      type: 'string',
      description: 'Primary for the main action; secondary for alternatives.',
      options: { list: [...CMS_BUTTON_STYLES], layout: 'radio' },
      initialValue: 'primary',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: {
      title: 'label',
      style: 'style',
      linkType: 'linkType',
      slug: 'internalLink.slug.current',
      url: 'externalUrl',
    },
    prepare: ({ title, style, linkType, slug, url }) => ({
      title: title ?? 'Button',
      subtitle: [style, linkSubtitle({ linkType, slug, url })].filter(Boolean).join(' · '),
    }),
  },
})
