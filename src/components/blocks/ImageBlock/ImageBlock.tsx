// Content model `imageBlock`: an image as wide as the text, a little wider, or the full screen,
// with an optional caption. Width and height come from the asset, so nothing shifts on load.
import type { ComponentPropsWithoutRef } from 'react'
import { parseImageRef } from '@/lib/media'
import { CmsImage } from '../../ui/CmsImage'
import type { ImageBlockValue } from '../types'
import * as S from './ImageBlock.styles'

/** Display width (px) and `sizes` per size option. */
export const IMAGE_LAYOUT: Record<S.ImageSize, { width: number; sizes: string }> = {
  content: { width: 760, sizes: '(max-width: 800px) 100vw, 760px' },
  wide: { width: 1200, sizes: '(max-width: 1200px) 100vw, 1200px' },
  full: { width: 1920, sizes: '100vw' },
}

export interface ImageBlockProps extends Omit<ComponentPropsWithoutRef<'figure'>, 'children'> {
  /** The block as PAGE_QUERY projects it; `priority` marks the page's LCP image (issue 10). */
  value: ImageBlockValue & { priority?: boolean }
}

export function ImageBlock({ value, ...rest }: ImageBlockProps) {
  const parsed = parseImageRef(value.image?.image?.asset?._ref)
  if (!parsed) return null
  const size: S.ImageSize = value.size && value.size in IMAGE_LAYOUT ? value.size : 'content'
  const layout = IMAGE_LAYOUT[size]
  const caption = value.image?.caption
  return (
    <S.Figure $size={size} $rounded={!!value.rounded} {...rest}>
      <CmsImage
        value={value.image}
        width={Math.min(parsed.width, layout.width)}
        sizes={layout.sizes}
        priority={!!value.priority}
      />
      {caption && <S.Caption $inset={size === 'full'}>{caption}</S.Caption>}
    </S.Figure>
  )
}
