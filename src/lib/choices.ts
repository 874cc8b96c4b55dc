// An option list (a Studio menu, a radio row, the rich-text styles) is written once as
// `{ value: 'Title' }` in menu order and becomes Sanity's `[{ title, value }]` here. Plain (no
// Sanity): the rich-text style names in lib/richTextStyles are built with it too, and their values
// stay a literal union for the renderer's Record<BlockStyle, …> maps.

/** `{ small: 'Small' }` -> `[{ title: 'Small', value: 'small' }]`, in the order written. */
export function choices<const T extends Record<string, string>>(
  titles: T,
): Array<{ title: T[keyof T]; value: Extract<keyof T, string> }> {
  return Object.entries(titles).map(([value, title]) => ({
    title: title as T[keyof T],
    value: value as Extract<keyof T, string>,
  }))
}
