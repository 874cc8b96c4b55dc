// A list of CMS links under an optional title that names it (aria-labelledby), so a screen reader
// announces "Solutions, list, 4 items": the footer's columns, the mobile menu's groups and the
// desktop dropdown panels. Callers style it with styled(LinkList) and pass their title element.
import { useId, type ComponentPropsWithRef, type ElementType } from 'react'
import type { CmsLink as CmsLinkValue } from '@/lib/links'
import { CmsLink } from '../../ui/CmsLink'
import * as S from './LinkList.styles'

/** One link of the list: a CMS link with its text, keyed within the list. */
export interface LinkListLink extends CmsLinkValue {
  _key: string
  text?: string | null
}

export interface LinkListProps extends Omit<ComponentPropsWithRef<'ul'>, 'children' | 'title'> {
  links: readonly LinkListLink[] | null | undefined
  /** The list's title, rendered before it and naming it. Default: none (the list is unnamed). */
  title?: string | null
  /** The title's element or styled component. Default: 'p'. */
  titleAs?: ElementType
}

export function LinkList({ links, title, titleAs: Title = 'p', ...rest }: LinkListProps) {
  const titleId = useId()
  return (
    <>
      {title && <Title id={titleId}>{title}</Title>}
      <S.List aria-labelledby={title ? titleId : undefined} {...rest}>
        {(links ?? []).map((link) => (
          <li key={link._key}>
            <CmsLink value={link}>{link.text}</CmsLink>
          </li>
        ))}
      </S.List>
    </>
  )
}
