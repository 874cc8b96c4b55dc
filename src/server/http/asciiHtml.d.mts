/** The same HTML document with every character outside ASCII escaped where it stands. */
export function asciiSafeHtml(html: string): string
