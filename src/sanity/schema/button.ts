import { defineField, defineType } from 'sanity'

import { hexColorField } from './fields'
import { validateSafeHref } from './rules'

/** SPEC §3 Button. Custom colours apply only when `type` is custom. */
const hideUnlessCustom = ({ parent }: { parent?: unknown }) =>
  (parent as { type?: string } | undefined)?.type !== 'custom'

export const button = defineType({
  name: 'button',
  title: 'Styled button',
  type: 'object',
  fields: [
    defineField({
      name: 'text',
      title: 'Text',
      type: 'string',
      description: 'The button text.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'type',
      title: 'Look',
      type: 'string',
      description: 'The visual style. Choose "custom" to pick your own colours below.',
      options: {
        list: [
          { title: 'Primary', value: 'primary' },
          { title: 'Secondary', value: 'secondary' },
          { title: 'Tertiary', value: 'tertiary' },
          { title: 'Tertiary 2', value: 'tertiary-2' },
          { title: 'Clean (text only)', value: 'clean' },
          { title: 'Custom colours', value: 'custom' },
        ],
      },
      initialValue: 'primary',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'buttonType',
      title: 'Behaviour',
      type: 'string',
      description:
        'Link: an address on this site; External: another site (opens in a new tab); Internal: a page of this site with instant navigation; Button: an action on the page.',
      options: {
        list: [
          { title: 'Link', value: 'link' },
          { title: 'Button (action)', value: 'button' },
          { title: 'External', value: 'external' },
          { title: 'Internal', value: 'internal' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'link',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'size',
      title: 'Size',
      type: 'string',
      description: 'How big the button is.',
      options: {
        list: [
          { title: 'Small', value: 'small' },
          { title: 'Large', value: 'large' },
          { title: 'Extra large', value: 'extra-large' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'large',
    }),
    defineField({
      name: 'href',
      title: 'Address',
      type: 'url',
      description: 'Where the button goes: a path such as /pricing or a full https:// address.',
      hidden: ({ parent }) =>
        (parent as { buttonType?: string } | undefined)?.buttonType === 'button',
      validation: (rule) =>
        rule
          .uri({ scheme: ['http', 'https', 'mailto', 'tel'], allowRelative: true })
          .custom(validateSafeHref),
    }),
    hexColorField({
      name: 'backgroundColor',
      title: 'Background colour',
      description: 'Hex colour of the button, e.g. #ec4e02.',
      hidden: hideUnlessCustom,
    }),
    hexColorField({
      name: 'textColor',
      title: 'Text colour',
      description: 'Hex colour of the label, e.g. #ffffff.',
      hidden: hideUnlessCustom,
    }),
    hexColorField({
      name: 'hoverColor',
      title: 'Hover colour',
      description: 'Hex background colour while the pointer is over the button.',
      hidden: hideUnlessCustom,
    }),
  ],
  preview: {
    select: { title: 'text', type: 'type', href: 'href' },
    prepare: ({ title, type, href }) => ({
      title: title ?? 'Button',
      subtitle: [type, href].filter(Boolean).join(' · '),
    }),
  },
})
