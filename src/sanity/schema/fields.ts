// Field builders shared by several schema types, so the same concept (a link target, a colour,
// a theme, an image) reads and validates the same way wherever an editor meets it.
import {
  defineArrayMember,
  defineField,
  type Path,
  type PreviewConfig,
  type Rule,
  type StringRule,
  type ValidationContext,
} from 'sanity'

import {
  booleanField,
  choices,
  countPreview,
  listField,
  optionalString,
  radioRow,
  requiredChoice,
  requiredString,
  textField,
  titledPreview,
} from './helpers'
import { validateHexColor, validateSafeHref } from './rules'

/** SPEC §3 Link: any value containing 'internal' is treated as internal. */
export const LINK_TYPES = choices({
  internal: 'Page on this site',
  'internal-next': 'Page on this site (instant client-side navigation)',
  external: 'External URL',
})

export type LinkType = (typeof LINK_TYPES)[number]['value']

type LinkParent = { linkType?: string } | undefined

function parentOf(context: ValidationContext | { parent?: unknown }): LinkParent {
  return context.parent as LinkParent
}

export function isInternalLinkType(linkType: string | undefined): boolean {
  return typeof linkType === 'string' && linkType.includes('internal')
}

/** True when the value sits in a rich-text annotation (…markDefs[_key]…). */
export function isInsideRichTextAnnotation(path: Path | undefined): boolean {
  return Array.isArray(path) && path.includes('markDefs')
}

/** A hex colour stored as a plain string (SPEC §3 Theme, Button). */
export function hexColorField(options: {
  name: string
  title: string
  description: string
  initialValue?: string
  hidden?: (context: { parent?: unknown }) => boolean
}) {
  return defineField({
    name: options.name,
    title: options.title,
    type: 'string',
    description: options.description,
    initialValue: options.initialValue,
    hidden: options.hidden,
    placeholder: '#rrggbb',
    validation: (rule) => rule.custom((value) => validateHexColor(value)),
  })
}

/** Reference to a reusable colour theme. */
export function themeField(description: string) {
  return defineField({
    name: 'theme',
    title: 'Theme',
    type: 'reference',
    to: [{ type: 'theme' }],
    description,
  })
}

/**
 * A plain Sanity image for icons and logos (decorative, or named by the text beside them);
 * content images use the `imageWithAlt` object instead.
 */
export function plainImageField(options: { name: string; title: string; description: string }) {
  return defineField({
    name: options.name,
    title: options.title,
    type: 'image',
    description: options.description,
    // lqip is stored in the asset metadata for blurred placeholders; dimensions are always stored.
    options: { hotspot: true, metadata: ['lqip'] },
  })
}

/** A content image with its alternative text and caption (the `imageWithAlt` object). */
export function imageField(options: {
  name: string
  title: string
  description: string
  required?: boolean
}) {
  return defineField({
    name: options.name,
    title: options.title,
    type: 'imageWithAlt',
    description: options.description,
    ...(options.required && { validation: (rule: Rule) => rule.required() }),
  })
}

/** The optional caption shown with an image, a video or a map. */
export function captionField(description: string) {
  return optionalString('caption', 'Caption', description)
}

/**
 * The target part of a link: where it goes and how it opens. `urlField` is `link` on navigation
 * links and `externalUrl` on CMS buttons (SPEC §3 Link).
 */
export function linkTargetFields(urlField: 'link' | 'externalUrl') {
  return [
    requiredChoice(
      'linkType',
      'Link to',
      'Choose a page of this site or an external address. Both "page on this site" options open the page chosen below.',
      radioRow(LINK_TYPES),
      'internal',
    ),
    defineField({
      name: 'internalLink',
      title: 'Page',
      type: 'reference',
      to: [{ type: 'page' }],
      description: 'The page of this site the link opens.',
      hidden: ({ parent }) => !isInternalLinkType(parentOf({ parent })?.linkType),
      validation: (rule) =>
        rule.custom((value, context) =>
          isInternalLinkType(parentOf(context)?.linkType) && !value
            ? 'Choose the page this link opens.'
            : true,
        ),
    }),
    defineField({
      name: urlField,
      title: 'External URL',
      type: 'url',
      description: 'The full address, starting with https:// (mailto: and tel: links work too).',
      hidden: ({ parent }) => parentOf({ parent })?.linkType !== 'external',
      validation: (rule) =>
        rule
          .uri({ scheme: ['http', 'https', 'mailto', 'tel'] })
          .custom((value, context) =>
            parentOf(context)?.linkType === 'external' && !value
              ? 'Enter the address this link opens.'
              : validateSafeHref(value),
          ),
    }),
    booleanField(
      'openInNewTab',
      'Open in a new tab',
      'Leave unset for the usual behaviour: external links open in a new tab, pages of this site in the same tab. Switch on or off to override.',
    ),
  ]
}

/** Subtitle for link previews: "/solutions/enterprise" or "https://…". */
export function linkSubtitle(values: {
  linkType?: string
  slug?: string
  url?: string
}): string | undefined {
  if (isInternalLinkType(values.linkType)) return values.slug ? `/${values.slug}` : 'No page chosen'
  if (values.linkType === 'external') return values.url ?? 'No URL'
  return undefined
}

/** Preview of a navigation link: its text, and where it goes. */
export function linkPreview(): PreviewConfig {
  return titledPreview({
    select: { title: 'text', linkType: 'linkType', slug: 'internalLink.slug.current', url: 'link' },
    fallback: 'Link',
    subtitle: linkSubtitle,
  })
}

/**
 * The words people click. Required, except at the paths where `textOptional` says the words come
 * from elsewhere; with `hideThere`, the field is also hidden at those paths.
 */
export function linkTextField(
  description: string,
  textOptional: (path: Path | undefined) => boolean,
  hideThere = false,
) {
  return defineField({
    name: 'text',
    title: 'Text',
    type: 'string',
    description,
    ...(hideThere && { hidden: ({ path }: { path?: Path }) => textOptional(path) }),
    validation: (rule: StringRule) =>
      rule.custom((value, context) =>
        !value && !textOptional(context.path) ? 'Write the link text.' : true,
      ),
  })
}

/** A `link` object in a field named `link` (its text is optional there, see isTextOptionalLink). */
export function linkField(description: string, required = false) {
  return defineField({
    name: 'link',
    title: 'Link',
    type: 'link',
    description,
    ...(required && { validation: (rule: Rule) => rule.required() }),
  })
}

type Field = ReturnType<typeof defineField>

/**
 * An item of a list with a required title and a short description, previewed as title,
 * description and the image at `media`; `before` and `after` are its other fields.
 */
export function describedItem(options: {
  name: string
  title: string
  itemTitle: string
  rows: number
  description: string
  before?: Field[]
  after?: Field[]
  media: string
}) {
  return defineArrayMember({
    name: options.name,
    title: options.title,
    type: 'object',
    fields: [
      ...(options.before ?? []),
      requiredString('title', 'Title', options.itemTitle),
      textField('description', 'Description', options.rows, options.description),
      ...(options.after ?? []),
    ],
    preview: { select: { title: 'title', subtitle: 'description', media: options.media } },
  })
}

/**
 * An item of a feature list or menu sidebar: a decorative icon, a title and a short description
 * (plus any `more` fields), previewed as title, description and icon.
 */
export function iconItem(options: {
  name: string
  title: string
  icon: string
  itemTitle: string
  rows: number
  description: string
  more?: Field[]
}) {
  const { icon, more, ...item } = options
  return describedItem({
    ...item,
    before: [plainImageField({ name: 'icon', title: 'Icon', description: icon })],
    after: more,
    media: 'icon',
  })
}

/**
 * The fields and preview of a group of links under a heading (a footer column, a menu's list of
 * links, a group in a list with subtitles): both the heading and at least one link are required,
 * and the Studio lists it as "heading · 3 links".
 */
export function linkGroup(options: {
  heading: string
  headingTitle: string
  headingDescription: string
  linksDescription: string
  fallback: string
}) {
  const { heading, headingTitle, headingDescription, linksDescription, fallback } = options
  return {
    fields: [
      requiredString(heading, headingTitle, headingDescription),
      listField('links', 'Links', linksDescription, ['link'], { min: 1 }),
    ],
    preview: countPreview({ title: heading, count: 'links', fallback, singular: 'link' }),
  }
}
