// A link from CMS data (SPEC §3 Link): internal targets go through next/link, external ones open
// in a new tab unless the editor said otherwise, and say so to screen-reader users.
import NextLink from 'next/link'
import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { editProps } from '@/lib/editAttributes'
import { isInternal, linkAttributes, linkHref, type CmsLink as CmsLinkValue } from '@/lib/links'
import { VisuallyHidden } from '../VisuallyHidden'

export interface CmsLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /** The CMS link value (navigation `link` or button `externalUrl`). */
  value: CmsLinkValue | null | undefined
  children: ReactNode
}

/** A `data-sanity` prop the caller passed (draft mode), kept on the plain-text fallback. */
function dataSanityOf(props: object): { 'data-sanity'?: string } {
  const value = (props as { 'data-sanity'?: string })['data-sanity']
  return value ? { 'data-sanity': value } : {}
}

export function CmsLink({ value, children, ...rest }: CmsLinkProps) {
  // A link without a target (say, to a deleted page) is plain text rather than a dead href="#".
  // Draft mode: the link's document and field for click-to-edit (nothing on the published site).
  const edit = editProps(value)
  if (linkHref(value) === null) {
    return (
      <span className={rest.className} {...edit} {...dataSanityOf(rest)}>
        {children}
      </span>
    )
  }
  const attrs = linkAttributes(value)
  const newTab = 'target' in attrs
  const content = (
    <>
      {children}
      {newTab && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
    </>
  )
  if (isInternal(value?.linkType) && !newTab) {
    return (
      <NextLink {...edit} {...rest} href={attrs.href}>
        {content}
      </NextLink>
    )
  }
  return (
    <a {...edit} {...rest} {...attrs}>
      {content}
    </a>
  )
}
