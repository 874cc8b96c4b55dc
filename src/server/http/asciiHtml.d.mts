/** The same HTML document with every character outside ASCII escaped where it stands. */
export function asciiSafeHtml(html: string): string
/** A comment, or a tag read to its end (quoted attribute values may hold `<` and `>`). */
export const TAG: RegExp
