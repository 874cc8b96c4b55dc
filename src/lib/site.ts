// Site-wide facts used where the CMS has nothing to say (no settings document yet, 404 pages).

/** The product and company names shown when site settings leave them out. */
export const FALLBACK_PRODUCT_NAME = 'Forgeline'
export const FALLBACK_COMPANY_NAME = 'Forgeline Labs, Inc.'
