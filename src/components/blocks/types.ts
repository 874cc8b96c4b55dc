// The props of each embedded block, derived from the generated query result (STYLE habit 2:
// result types only from typegen). SPEC §3 Rich-text content, embedded block types.
import type { PAGE_QUERY_RESULT } from '@/sanity.types'

type PageModule = NonNullable<NonNullable<PAGE_QUERY_RESULT>['modules']>[number]

/** One item of a module's rich text: a text block or an embedded block. */
export type ContentItem = NonNullable<PageModule['content']>[number]

/** Every `_type` an embedded block can have (everything in rich text but text blocks). */
export type EmbeddedBlockType = Exclude<ContentItem['_type'], 'block'>

type Raw<T extends EmbeddedBlockType> = Extract<ContentItem, { _type: T }>

/**
 * For the blocks whose `theme` the query dereferences, typegen emits two variants: the raw
 * document (`theme?: ThemeReference`) and the projected one. The query always takes the
 * conditional branch for those types, so only the projected variant (a required `theme` key)
 * reaches the components.
 */
type Resolved<B> = [Extract<B, { theme: unknown }>] extends [never]
  ? B
  : Extract<B, { theme: unknown }>

/** The value an embedded block of type `T` receives, as PAGE_QUERY projects it. */
export type EmbeddedBlock<T extends EmbeddedBlockType> = Resolved<Raw<T>>

export type CtaBlockValue = EmbeddedBlock<'ctaBlock'>
export type ValuePropGridValue = EmbeddedBlock<'valuePropGrid'>
export type IconFeaturesValue = EmbeddedBlock<'iconFeatures'>
export type MarqueeValue = EmbeddedBlock<'marquee'>
export type CodeSnippetValue = EmbeddedBlock<'codeSnippet'>
export type ImageBlockValue = EmbeddedBlock<'imageBlock'>
export type ProcessValue = EmbeddedBlock<'process'>
export type VideoFigureValue = EmbeddedBlock<'videoFigure'>
export type MapEmbedValue = EmbeddedBlock<'mapEmbed'>
export type TestimonialValue = EmbeddedBlock<'testimonial'>
export type TagListValue = EmbeddedBlock<'tagList'>
export type SpacerValue = EmbeddedBlock<'spacer'>
export type FormBlockValue = EmbeddedBlock<'formBlock'>
export type TableOfContentsValue = EmbeddedBlock<'tableOfContents'>

/** A projected theme (five nullable hex colours), as the themed blocks receive it. */
export type BlockTheme = CtaBlockValue['theme']
