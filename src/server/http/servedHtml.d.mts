import type { SiteStylesheet } from './siteCss.mjs'
/** A cached page as the server hands it out: linking the site stylesheet, its scripts after its first paint, in ASCII. */
export function servedHtml(html: string, sheet?: SiteStylesheet | null): string
/** 'sha256-…' of every inline <script> that a browser would run. */
export function inlineScriptHashes(html: string): string[]
/** Where src/instrumentation.ts puts the maker of a page's policy from its script hashes. */
export const DOCUMENT_POLICY: unique symbol
/** The page's Content-Security-Policy, or null where no policy maker is installed. */
export function policyOf(html: string): string | null
