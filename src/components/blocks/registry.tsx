// STYLE habit 3: the page builder is one map from `_type` to component, each typed with its
// block's value (types.ts, from the generated query result). Rich text renders its embedded
// blocks through `blockTypeComponents`; an unknown type renders nothing (RichText's unknownType).
import type { PortableTextTypeComponent } from '@portabletext/react'
import type { ComponentType } from 'react'
import { CodeSnippet } from './CodeSnippet'
import { CtaBlock } from './CtaBlock'
import { FormBlock } from './FormBlock'
import { IconFeatures } from './IconFeatures'
import { ImageBlock } from './ImageBlock'
import { MapEmbed } from './MapEmbed'
import { Marquee } from './Marquee'
import { Process, processThemeRgb } from './Process'
import { Spacer } from './Spacer'
import { TagList } from './TagList'
import { Testimonial } from './Testimonial'
import type { EmbeddedBlock, EmbeddedBlockType, ProcessValue } from './types'
import { ValuePropGrid } from './ValuePropGrid'
import { VideoFigure } from './VideoFigure'

export type { EmbeddedBlockType } from './types'

/** tableOfContents needs the whole document's headings, so RichText renders it itself. */
type MappedBlockType = Exclude<EmbeddedBlockType, 'tableOfContents'>

type BlockComponents = { [T in MappedBlockType]: ComponentType<{ value: EmbeddedBlock<T> }> }

/** SPEC §3: process takes theme and themeRgb (its accent as "r, g, b"). */
function ProcessBlock({ value }: { value: ProcessValue }) {
  return <Process value={value} theme={value.theme} themeRgb={processThemeRgb(value.theme)} />
}

export const blocks: BlockComponents = {
  ctaBlock: CtaBlock,
  valuePropGrid: ValuePropGrid,
  iconFeatures: IconFeatures,
  marquee: Marquee,
  codeSnippet: CodeSnippet,
  imageBlock: ImageBlock,
  process: ProcessBlock,
  videoFigure: VideoFigure,
  mapEmbed: MapEmbed,
  testimonial: Testimonial,
  tagList: TagList,
  spacer: Spacer,
  formBlock: FormBlock,
}

/** The map in the shape @portabletext/react wants: each block gets only its `value`. */
export const blockTypeComponents: Record<string, PortableTextTypeComponent> = Object.fromEntries(
  Object.entries(blocks).map(([type, Component]) => {
    const Block = Component as ComponentType<{ value: unknown }>
    const TypeComponent: PortableTextTypeComponent = ({ value }) => <Block value={value} />
    TypeComponent.displayName = `Block(${type})`
    return [type, TypeComponent]
  }),
)
