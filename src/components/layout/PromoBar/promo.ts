// SPEC §2 Promo bar: when the bar above the header shows.

/** The promo fields of the site settings, as the queries project them. */
export interface PromoFields {
  enablePromo?: boolean | null
  promoText?: unknown[] | null
}

/** True when the promo bar should show: enablePromo is set and promoText has content. */
export function isPromoVisible(promo: PromoFields | null | undefined): boolean {
  return !!promo?.enablePromo && !!promo.promoText?.length
}
