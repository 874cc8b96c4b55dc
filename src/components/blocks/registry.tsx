// STYLE habit 3: the page builder is one map from `_type` to component. Rich text renders its
// embedded blocks through `blockTypeComponents`; an unknown type renders nothing.
import type { PortableTextTypeComponent } from '@portabletext/react'
import type { ComponentType } from 'react'

/** The embedded block types of SPEC §3 (plus formBlock and tableOfContents). */
export const EMBEDDED_BLOCK_TYPES = [
  'ctaBlock',
  'valuePropGrid',
  'iconFeatures',
  'marquee',
  'codeSnippet',
  'imageBlock',
  'process',
  'videoFigure',
  'testimonial',
  'tagList',
  'spacer',
  'formBlock',
  'tableOfContents',
] as const
export type EmbeddedBlockType = (typeof EMBEDDED_BLOCK_TYPES)[number]

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BlockComponent = ComponentType<{ value: any }>

/** Placeholder until each block's own component lands: its heading, if any. */
function Simple({ value }: { value: { heading?: string; title?: string } }) {
  const text = value.heading ?? value.title
  return text ? <p>{text}</p> : null
}

const blocks: Record<Exclude<EmbeddedBlockType, 'tableOfContents'>, BlockComponent> = {
  ctaBlock: Simple,
  valuePropGrid: Simple,
  iconFeatures: Simple,
  marquee: Simple,
  codeSnippet: Simple,
  imageBlock: Simple,
  process: Simple,
  videoFigure: Simple,
  testimonial: Simple,
  tagList: Simple,
  spacer: Simple,
  formBlock: Simple,
}

export const blockTypeComponents: Record<string, PortableTextTypeComponent> = Object.fromEntries(
  Object.entries(blocks).map(([type, Component]) => [
    type,
    ({ value }: { value: unknown }) => <Component value={value} />,
  ]),
)
