import { defineField, defineType } from 'sanity'

import { hexColorField } from './fields'
import { choices, radioRow, requiredChoice, requiredString, titledPreview } from './helpers'
import { joinParts, validateSafeHref } from './rules'

/** SPEC §3 Button. Custom colours apply only when `type` is custom. */
const hideUnlessCustom = ({ parent }: { parent?: unknown }) =>
  (parent as { type?: string } | undefined)?.type !== 'custom'

export const button = defineType({
  name: 'button',
  title: 'Styled button',
  type: 'object',
  fields: [
    requiredString('text', 'Text', 'The button text.'),
    requiredChoice(
      'type',
      'Look',
      'The visual style. Choose "custom" to pick your own colours below.',
      {
        list: choices({
          primary: 'Primary',
          secondary: 'Secondary',
          tertiary: 'Tertiary',
          'tertiary-2': 'Tertiary 2',
          clean: 'Clean (text only)',
          custom: 'Custom colours',
        }),
      },
      'primary',
    ),
    requiredChoice(
      'buttonType',
      'Behaviour',
      'Link: an address on this site; External: another site (opens in a new tab); Internal: a page of this site with instant navigation; Button: an action on the page.',
      radioRow(
        choices({
          link: 'Link',
          button: 'Button (action)',
          external: 'External',
          internal: 'Internal',
        }),
      ),
      'link',
    ),
    defineField({
      name: 'size',
      title: 'Size',
      type: 'string',
      description: 'How big the button is.',
      options: radioRow(choices({ small: 'Small', large: 'Large', 'extra-large': 'Extra large' })),
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
  preview: titledPreview({
    select: { title: 'text', type: 'type', href: 'href' },
    fallback: 'Button',
    subtitle: ({ type, href }) => joinParts([type, href]),
  }),
})
