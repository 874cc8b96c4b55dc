// Every GROQ query of the site (STYLE habit 2), each in defineQuery so typegen types its result.
// Shared projections are /* groq */ fragments. Published reads need no drafts filter: the source
// applies the perspective (fetch.ts).
import { defineQuery } from 'next-sanity'

const themeFields = /* groq */ `{
  colorAccent, accentBackgroundColor, backgroundColor, textColor, foregroundSecondaryColor
}`

const linkFields = /* groq */ `{
  _key, _type, text, linkType, "internalLink": internalLink->slug.current, link, openInNewTab
}`

const imageFields = /* groq */ `{
  _type, altText, caption,
  image{ asset, crop, hotspot, "lqip": asset->metadata.lqip }
}`

const iconFields = /* groq */ `{ asset, "url": asset->url }`

const simpleRichTextFields = /* groq */ `[]{
  ...,
  markDefs[]{ ..., _type == "annotationLink" => { "internalLink": internalLink->slug.current } }
}`

const formFields = /* groq */ `{
  _id, _type, title, visibleTitle, gtmFormId,
  fields[]{ _key, fieldName, fieldTitle, type, options, required, allowFreeEmailDomains },
  aboveButtonText, submit,
  successMessage${simpleRichTextFields},
  "fileDownload": fileDownload{ "url": asset->url, "originalFilename": asset->originalFilename },
  defaultDotComForm, defaultDotComFormId, defaultDotComTeamId
}`

const cmsLinkButtonFields = /* groq */ `{
  _key, _type, label, linkType, "internalLink": internalLink->slug.current, externalUrl,
  openInNewTab, style, "theme": theme->${themeFields}
}`

const richTextFields = /* groq */ `[]{
  ...,
  markDefs[]{ ..., _type == "annotationLink" => { "internalLink": internalLink->slug.current } },
  _type in ["ctaBlock", "valuePropGrid", "iconFeatures", "process", "testimonial"] => {
    "theme": theme->${themeFields}
  },
  _type == "ctaBlock" => { buttons[]${cmsLinkButtonFields} },
  _type == "valuePropGrid" => { items[]{ ..., "icon": icon${iconFields} } },
  _type == "iconFeatures" => { features[]{ ..., "icon": icon${iconFields}, link${linkFields} } },
  _type == "marquee" => { items[]{ ..., "logo": logo${iconFields} } },
  _type == "imageBlock" => { image${imageFields} },
  _type == "process" => { steps[]{ ..., image${imageFields} } },
  _type == "videoFigure" => { poster${imageFields}, "captionsUrl": captions.asset->url },
  _type == "testimonial" => { avatar${imageFields} },
  _type == "tagList" => { tags[]{ ..., link${linkFields} } },
  _type == "formBlock" => { "form": form->${formFields} }
}`

const navigationFields = /* groq */ `[]{
  _key, _type,
  _type == "linkList" => { title, links[]${linkFields} },
  _type == "megaMenu" => {
    title,
    linkGroups[]{ _key, title, links[]${linkFields} },
    promotedSection{ title, description, image${imageFields}, link${linkFields} },
    megaMenuFooterLinks{ footerLeftLinks[]${linkFields}, footerRightLink${linkFields} }
  },
  _type == "flexibleMenu" => {
    title,
    sideBarSections[]{ _key, title, description, "icon": icon${iconFields}, link${linkFields} },
    linkGroups[]{
      _key, _type, title,
      _type == "linkList" => { links[]${linkFields} },
      _type == "linkListWithSubtitle" => { list[]{ _key, subtitle, links[]${linkFields} } }
    }
  },
  _type == "annotationLink" => {
    text, linkType, "internalLink": internalLink->slug.current, link, openInNewTab
  },
  _type == "navModalButton" => {
    text,
    "modalContent": modalContent->${formFields},
    "formLink": {
      "linkType": "internal",
      "internalLink": *[_type == "page" && defined(slug.current) && references(^.modalContent._ref)]
        | order(_createdAt asc)[0].slug.current
    }
  }
}`

const settingsFields = /* groq */ `{
  productName, companyName, loginUrl, signupUrl, defaultDescription
}`

const pageFields = /* groq */ `{
  _id, _createdAt, _updatedAt, title, description, "slug": slug.current, renderExtraTopSpacing,
  noindex, "shareImage": shareImage{ asset, crop, hotspot },
  "theme": theme->${themeFields},
  "headerTheme": headerTheme->${themeFields},
  "settings": *[_id == "siteSettings"][0]${settingsFields},
  "header": select(hideHeader != true => *[_id == "header"][0]{
    primaryNavigation${navigationFields},
    secondaryNavigation[]${cmsLinkButtonFields},
    agent3Link${linkFields}
  }),
  "promo": select(showPromo != false => *[_id == "promo"][0]{
    enablePromo, promoText${simpleRichTextFields}
  }),
  "footer": *[_id == "footer"][0]{ navigation[]{ _key, title, links[]${linkFields} } },
  modules[]{
    _key, _type,
    "theme": theme->${themeFields},
    content${richTextFields}
  }
}`

/** A content page by its slug (no leading slash; nested pages keep their '/'). */
export const PAGE_QUERY = defineQuery(`*[_type == "page" && slug.current == $slug][0]${pageFields}`)

/** The home page: the page site settings point at. */
export const HOME_PAGE_QUERY = defineQuery(`*[_id == "siteSettings"][0].homePage->${pageFields}`)

/** Every page's slug, for generateStaticParams and the sitemap. */
export const PAGE_SLUGS_QUERY = defineQuery(
  `*[_type == "page" && defined(slug.current)]{ "slug": slug.current, title, _updatedAt, noindex }`,
)

/** The redirects editors manage (issue 9), applied by the proxy. */
export const REDIRECTS_QUERY = defineQuery(
  `*[_type == "redirect" && defined(from) && defined(to)]{ from, to, permanent }`,
)

/** The slug of the page configured as home, so the catch-all never renders it twice. */
export const HOME_SLUG_QUERY = defineQuery(`*[_id == "siteSettings"][0].homePage->slug.current`)

/**
 * A published form's field rules, for the lead intake server (it never trusts the client's idea of
 * which fields exist, are required or may be free e-mail).
 */
export const FORM_RULES_QUERY = defineQuery(
  `*[_type == "formDocument" && _id == $id][0]{
    _id, title, defaultDotComForm,
    fields[]{ _key, fieldName, fieldTitle, type, options, required, allowFreeEmailDomains }
  }`,
)
