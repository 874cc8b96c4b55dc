// Content model `testimonial`: a customer's quote with their name, role, company and photo, as a
// figure (the quote in a blockquote, the author in the figcaption), in its own theme if any.
import type { ComponentPropsWithoutRef } from 'react'
import { CmsImage } from '../../ui/CmsImage'
import type { TestimonialValue } from '../types'
import * as S from './Testimonial.styles'

/** "Head of Engineering, Kestrel Freight": the role and company that are present. */
export function authorDetails(role?: string | null, company?: string | null): string {
  return [role, company].filter(Boolean).join(', ')
}

export interface TestimonialProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The block as PAGE_QUERY projects it. */
  value: TestimonialValue
}

export function Testimonial({ value, ...rest }: TestimonialProps) {
  if (!value.quote) return null
  const details = authorDetails(value.authorRole, value.company)
  return (
    <S.Panel blockTheme={value.theme} surface="card" {...rest}>
      <S.Figure>
        <S.Mark viewBox="0 0 42 32" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M0 32V19.2C0 8.5 5.3 2.1 15.9 0l1.9 4.3C12.2 6 9.4 9.4 9.2 14.4H16V32H0Zm24 0V19.2C24 8.5 29.3 2.1 39.9 0l1.9 4.3c-5.6 1.7-8.4 5.1-8.6 10.1H40V32H24Z"
          />
        </S.Mark>
        <S.Quote>
          <p>{value.quote}</p>
        </S.Quote>
        <S.Caption>
          {/* The name is right beside the photo, so the photo itself is decorative here. */}
          {value.avatar?.image?.asset?._ref && (
            <CmsImage value={{ image: value.avatar.image }} width={112} sizes="56px" />
          )}
          <span>
            <S.Name>{value.authorName}</S.Name>
            {details && <S.Role>{details}</S.Role>}
          </span>
        </S.Caption>
      </S.Figure>
    </S.Panel>
  )
}
