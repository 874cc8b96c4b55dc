// The Studio schema: every type of docs/content-model.md. Type and field names are the contract
// with the dataset and the GROQ queries; change them only together with that document.
import type { SchemaTypeDefinition } from 'sanity'

import { annotationLink } from './annotationLink'
import { cmsLinkButton } from './cmsLinkButton'
import { codeSnippet } from './codeSnippet'
import { ctaBlock } from './ctaBlock'
import { flexibleMenu } from './flexibleMenu'
import { footer } from './footer'
import { footerNavGroup } from './footerNavGroup'
import { formBlock } from './formBlock'
import { formDocument } from './formDocument'
import { formField } from './formField'
import { header } from './header'
import { iconFeatures } from './iconFeatures'
import { imageBlock } from './imageBlock'
import { imageWithAlt } from './imageWithAlt'
import { link } from './link'
import { linkList } from './linkList'
import { linkListWithSubtitle } from './linkListWithSubtitle'
import { mapEmbed } from './mapEmbed'
import { marquee } from './marquee'
import { megaMenu } from './megaMenu'
import { moduleGroup } from './moduleGroup'
import { navModalButton } from './navModalButton'
import { page } from './page'
import { processBlock } from './process'
import { promo } from './promo'
import { redirect } from './redirect'
import { richText } from './richText'
import { simpleRichText } from './simpleRichText'
import { siteSettings } from './siteSettings'
import { spacer } from './spacer'
import { tableOfContents } from './tableOfContents'
import { tagList } from './tagList'
import { testimonial } from './testimonial'
import { theme } from './theme'
import { valuePropGrid } from './valuePropGrid'
import { videoFigure } from './videoFigure'

/** Documents that exist exactly once, with `_id` equal to their type name. */
export const singletonTypes = ['siteSettings', 'header', 'footer', 'promo'] as const
export type SingletonType = (typeof singletonTypes)[number]

export function isSingletonType(typeName: string): typeName is SingletonType {
  return (singletonTypes as readonly string[]).includes(typeName)
}

export const documentTypes = [
  siteSettings,
  theme,
  page,
  header,
  footer,
  promo,
  formDocument,
  redirect,
]

export const objectTypes = [
  moduleGroup,
  link,
  cmsLinkButton,
  imageWithAlt,
  linkList,
  linkListWithSubtitle,
  megaMenu,
  flexibleMenu,
  annotationLink,
  navModalButton,
  footerNavGroup,
  formField,
  richText,
  simpleRichText,
]

/** The blocks that can be embedded in rich text (see richText.EMBEDDED_BLOCK_TYPES). */
export const blockTypes = [
  ctaBlock,
  valuePropGrid,
  iconFeatures,
  marquee,
  codeSnippet,
  imageBlock,
  processBlock,
  videoFigure,
  mapEmbed,
  testimonial,
  tagList,
  spacer,
  formBlock,
  tableOfContents,
]

export const schemaTypes: SchemaTypeDefinition[] = [...documentTypes, ...objectTypes, ...blockTypes]

export { isHexColor, validateHexColor } from './rules'
