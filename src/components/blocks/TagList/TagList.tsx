// Content model `tagList`: a row of small tags (integrations, categories); a tag with a link
// is a link, the others are plain labels.
import type { ComponentPropsWithoutRef } from 'react'
import { linkHref, opensInNewTab } from '@/lib/links'
import type { TagListValue } from '../types'
import * as S from './TagList.styles'

export interface TagListProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The block as PAGE_QUERY projects it. */
  value: TagListValue
}

export function TagList({ value, ...rest }: TagListProps) {
  const tags = (value.tags ?? []).filter((tag) => tag?.label)
  if (!tags.length) return null
  return (
    <S.Root {...rest}>
      {value.heading && <S.Heading>{value.heading}</S.Heading>}
      <S.Tags>
        {tags.map((tag) => (
          <li key={tag._key}>
            {tag.link && linkHref(tag.link) ? (
              <S.TagLink value={tag.link}>
                {tag.label}
                <S.Arrow aria-hidden="true">{opensInNewTab(tag.link) ? '↗' : '→'}</S.Arrow>
              </S.TagLink>
            ) : (
              <S.Tag>{tag.label}</S.Tag>
            )}
          </li>
        ))}
      </S.Tags>
    </S.Root>
  )
}
