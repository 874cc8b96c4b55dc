import { HOME_SLUG } from '../../lib/links'
import { defineField, defineType } from 'sanity'
import { requiredString } from './helpers'
import { validateSafeHref } from './rules'

/** Singleton (`_id: siteSettings`): names and addresses used across the whole site. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    requiredString(
      'productName',
      'Product name',
      'The product name shown in page titles and the header logo label.',
    ),
    requiredString(
      'companyName',
      'Company name',
      'The legal company name, shown in the footer copyright line.',
    ),
    defineField({
      name: 'loginUrl',
      title: 'Log in address',
      type: 'url',
      description:
        'Where "Log in" buttons go. Leave empty to use /login. A full https:// address or a path starting with / both work.',
      validation: (rule) =>
        rule.uri({ scheme: ['http', 'https'], allowRelative: true }).custom(validateSafeHref),
    }),
    defineField({
      name: 'signupUrl',
      title: 'Sign up address',
      type: 'url',
      description:
        'Where "Sign up" buttons go. Leave empty to use /signup. A full https:// address or a path starting with / both work.',
      validation: (rule) =>
        rule.uri({ scheme: ['http', 'https'], allowRelative: true }).custom(validateSafeHref),
    }),
    defineField({
      name: 'homePage',
      title: 'Home page',
      type: 'reference',
      to: [{ type: 'page' }],
      description:
        'The page shown at the site root (/). It must be the page whose slug is "home": links to that page go to /, and the site serves it nowhere else.',
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          if (!value?._ref) return true
          const slug = await context
            .getClient({ apiVersion: '2025-10-01' })
            .fetch<string | null>('*[_id == $id][0].slug.current', { id: value._ref })
          return slug === HOME_SLUG || `Choose the page whose slug is "${HOME_SLUG}".`
        }),
    }),
    defineField({
      name: 'defaultDescription',
      title: 'Default description',
      type: 'text',
      rows: 3,
      description:
        'Used for search engines and link previews when a page has no description of its own. Aim for 50–160 characters.',
      validation: (rule) =>
        rule
          .max(160)
          .warning('Search engines usually cut descriptions after about 160 characters.'),
    }),
  ],
  preview: {
    prepare: () => ({ title: 'Site settings' }),
  },
})
