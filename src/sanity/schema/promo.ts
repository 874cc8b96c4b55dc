import { defineField, defineType } from 'sanity'

import { booleanField } from './helpers'

/** Singleton (`_id: promo`). SPEC §3 Promo. */
export const promo = defineType({
  name: 'promo',
  title: 'Promo bar',
  type: 'document',
  fields: [
    booleanField(
      'enablePromo',
      'Show the promo bar',
      'Switch on to show the bar above the header on every page (pages can opt out individually).',
      false,
    ),
    defineField({
      name: 'promoText',
      title: 'Promo text',
      type: 'simpleRichText',
      description: 'One short line, e.g. an announcement with a link. Bold, italic and links only.',
      validation: (rule) =>
        rule.custom((value, context) => {
          const enabled = (context.document as { enablePromo?: boolean } | undefined)?.enablePromo
          return enabled && (!Array.isArray(value) || value.length === 0)
            ? 'Write the promo text, or switch the promo bar off.'
            : true
        }),
    }),
  ],
  preview: {
    select: { enabled: 'enablePromo' },
    prepare: ({ enabled }) => ({ title: 'Promo bar', subtitle: enabled ? 'On' : 'Off' }),
  },
})
