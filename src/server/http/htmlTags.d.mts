/** A comment, or a tag read to its end (quoted attribute values may hold `<` and `>`). */
export const TAG: RegExp
/** A tag of a document; for a raw-text element's start tag, the element's name and text. */
export interface HtmlTag {
  tag: string
  index: number
  name: string
  body: string
  end: number
}
/** Each tag of `html` in order; the text of the elements whose start tags `rawText` matches is read to their end tag. */
export function htmlTags(html: string, rawText: RegExp): Generator<HtmlTag, void, undefined>
