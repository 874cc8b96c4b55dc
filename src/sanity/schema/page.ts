import { defineArrayMember, defineField, defineType } from 'sanity'

import { booleanField, fieldGroups, requiredString, titledPreview, validSlug } from './helpers'
import { slugifyPagePath, validatePagePath } from './rules'

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  groups: fieldGroups({ appearance: 'Appearance', seo: 'Address & SEO' }),
  fields: [
    requiredString(
      'title',
      'Title',
      'The page title, shown in the browser tab and in search results.',
      ['content', 'seo'],
    ),
    defineField({
      name: 'slug',
      title: 'Slug (page address)',
      type: 'slug',
      group: 'seo',
      description:
        'The address of the page after the domain, without the leading "/": "agent3" becomes /agent3, "solutions/enterprise" becomes /solutions/enterprise. Use "/" for nested pages. The home page is chosen in Site settings.',
      options: {
        source: 'title',
        maxLength: 120,
        slugify: (input: string) => slugifyPagePath(input),
      },
      validation: validSlug(validatePagePath),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      group: 'seo',
      description:
        'A one or two sentence summary for search engines and link previews. Leave empty to use the default description from Site settings.',
      validation: (rule) =>
        rule
          .max(160)
          .warning('Search engines usually cut descriptions after about 160 characters.'),
    }),
    defineField({
      name: 'shareImage',
      title: 'Share image',
      type: 'image',
      group: 'seo',
      description:
        'Shown when the page is shared on social networks, cut to 1200 × 630 around the focal point (hotspot). Leave empty for a generated card with the page title.',
      options: { hotspot: true },
    }),
    booleanField(
      'noindex',
      'Hide from search engines',
      'Switch on to keep this page out of search results and the sitemap (it stays reachable by its address).',
      false,
      'seo',
    ),
    defineField({
      name: 'theme',
      title: 'Page theme',
      type: 'reference',
      to: [{ type: 'theme' }],
      group: 'appearance',
      description:
        'Colours for the page background and the footer. Sections with their own theme override it.',
    }),
    defineField({
      name: 'headerTheme',
      title: 'Header theme',
      type: 'reference',
      to: [{ type: 'theme' }],
      group: 'appearance',
      description:
        'Colours for the header on this page. Leave empty to match the first section that has a background colour.',
    }),
    booleanField(
      'hideHeader',
      'Hide the header',
      'Switch on for landing pages that should show no site navigation.',
      false,
      'appearance',
    ),
    booleanField(
      'renderExtraTopSpacing',
      'Extra space above the footer',
      'Adds breathing room between the last section and the footer.',
      false,
      'appearance',
    ),
    booleanField(
      'showPromo',
      'Show the promo bar',
      'Shows the site-wide promo bar at the top of this page (when the promo bar itself is switched on).',
      true,
      'appearance',
    ),
    defineField({
      name: 'modules',
      title: 'Sections',
      type: 'array',
      group: 'content',
      description:
        'The page content, top to bottom. Each section has its own colour theme and rich-text content with embedded blocks.',
      of: [defineArrayMember({ type: 'moduleGroup' })],
    }),
  ],
  preview: titledPreview({
    select: { title: 'title', slug: 'slug.current' },
    fallback: 'Untitled page',
    subtitle: ({ slug }) => (slug ? `/${slug}` : 'No slug yet'),
  }),
})
