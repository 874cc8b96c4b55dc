import { defineField, defineType } from 'sanity'

import { booleanField } from './helpers'
import { validateRedirectFrom, validateSafeHref } from './rules'

/**
 * Issue 9: a redirect an editor manages. Applied by the site's proxy within seconds of
 * publishing, without a redeploy (redirectFor in src/server/http/knownPages.ts).
 */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  fields: [
    defineField({
      name: 'from',
      title: 'From',
      type: 'string',
      description: 'The old path on this site, starting with /, e.g. /features.',
      validation: (rule) => rule.required().custom(validateRedirectFrom),
    }),
    defineField({
      name: 'to',
      title: 'To',
      type: 'string',
      description: 'A path on this site (/product) or a full https:// address.',
      validation: (rule) => rule.required().custom(validateSafeHref),
    }),
    booleanField(
      'permanent',
      'Permanent',
      'Switch off for a temporary move (307). Permanent (308) tells search engines to update their index.',
      true,
    ),
  ],
  preview: {
    select: { from: 'from', to: 'to', permanent: 'permanent' },
    prepare: ({ from, to, permanent }) => ({
      title: `${from ?? '?'} → ${to ?? '?'}`,
      subtitle: permanent === false ? 'Temporary (307)' : 'Permanent (308)',
    }),
  },
})
