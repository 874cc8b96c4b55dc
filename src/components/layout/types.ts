// The layout's data, typed from the generated query results (never written by hand).
import type { PAGE_QUERY_RESULT } from '@/sanity.types'

export type PageResult = NonNullable<PAGE_QUERY_RESULT>
export type HeaderData = NonNullable<PageResult['header']>
export type NavItem = NonNullable<HeaderData['primaryNavigation']>[number]
export type PromoData = NonNullable<PageResult['promo']>
export type FooterNavigation = NonNullable<NonNullable<PageResult['footer']>['navigation']>
export type SiteSettingsData = NonNullable<PageResult['settings']>
/** A CMS form (named so as not to shadow the DOM's FormData). */
export type CmsFormData = NonNullable<Extract<NavItem, { _type: 'navModalButton' }>['modalContent']>
