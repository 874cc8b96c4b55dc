// Builders for the field and preview shapes most schema types repeat: plain text fields, lists of
// one member type, radio choices, a slug rule, a document's field groups, and previews titled by a
// field or a fallback ("title · 3 items" among them). Each builds the very object the types used
// to spell out (same keys, same rules), so the extracted schema, the Studio forms and the previews
// are unchanged; fields.ts keeps the domain fields (links, colours, images).
import {
  defineArrayMember,
  defineField,
  type ArrayRule,
  type PreviewConfig,
  type ReferenceRule,
  type SlugRule,
  type StringOptions,
  type StringRule,
} from 'sanity'

import { countLabel } from './rules'

/** Where a field shows in a document with field groups. */
type Group = string | string[]

/** The keys a field starts with, in the order the types spell them. */
function head<T extends string>(
  type: T,
  name: string,
  title: string,
  description: string,
  group?: Group,
) {
  return { name, title, type, ...(group !== undefined && { group }), description }
}

/**
 * A document's field groups: 'Content', open first, then `others` (`{ name: 'Title' }`) in the
 * order written.
 */
export function fieldGroups(others: Record<string, string>) {
  return [
    { name: 'content', title: 'Content', default: true },
    ...Object.entries(others).map(([name, title]) => ({ name, title })),
  ]
}

/** A one-line text field editors may leave empty. */
export function optionalString(name: string, title: string, description: string, group?: Group) {
  return defineField(head('string', name, title, description, group))
}

/** A one-line text field editors must fill in. */
export function requiredString(name: string, title: string, description: string, group?: Group) {
  return defineField({
    ...optionalString(name, title, description, group),
    validation: (rule: StringRule) => rule.required(),
  })
}

/** An optional multi-line text field, `rows` lines high. */
export function textField(name: string, title: string, rows: number, description: string) {
  return defineField({ name, title, type: 'text', rows, description })
}

/** A multi-line text field editors must fill in. */
export function requiredText(name: string, title: string, rows: number, description: string) {
  return defineField({
    ...textField(name, title, rows, description),
    validation: (rule: StringRule) => rule.required(),
  })
}

/** A switch, off or on (`initialValue`) for new documents; unset when no initial value is given. */
export function booleanField(
  name: string,
  title: string,
  description: string,
  initialValue?: boolean,
  group?: Group,
) {
  return defineField({
    ...head('boolean', name, title, description, group),
    ...(initialValue !== undefined && { initialValue }),
  })
}

/** A required reference to one document type. */
export function requiredReference(name: string, title: string, to: string, description: string) {
  return defineField({
    name,
    title,
    type: 'reference',
    to: [{ type: to }],
    description,
    validation: (rule: ReferenceRule) => rule.required(),
  })
}

/**
 * An array of named member types. With `size`, the list is required and holds at least
 * `size.min` (and at most `size.max`) items.
 */
export function listField(
  name: string,
  title: string,
  description: string,
  of: readonly string[],
  size?: { min: number; max?: number },
) {
  const sized = (rule: ArrayRule<unknown[]>) => rule.required().min(size?.min ?? 0)
  return defineField({
    name,
    title,
    type: 'array',
    description,
    of: of.map((type) => defineArrayMember({ type })),
    ...(size && {
      validation: (rule: ArrayRule<unknown[]>) =>
        size.max === undefined ? sized(rule) : sized(rule).max(size.max),
    }),
  })
}

export { choices } from '../../lib/choices'

/** Options of a choice shown as a row of radio buttons. */
export function radioRow<T>(list: T[]) {
  return { list, layout: 'radio' as const, direction: 'horizontal' as const }
}

/** A one-line choice editors must make, from `options`, starting at `initialValue`. */
export function requiredChoice(
  name: string,
  title: string,
  description: string,
  options: StringOptions,
  initialValue: string,
) {
  return defineField({
    name,
    title,
    type: 'string',
    description,
    options,
    initialValue,
    validation: (rule: StringRule) => rule.required(),
  })
}

/** Slug validation: required, and `validate(current)` once a value is there. */
export function validSlug(validate: (current: string) => true | string) {
  return (rule: SlugRule) =>
    rule
      .required()
      .custom((value?: { current?: string }) =>
        value?.current === undefined ? true : validate(value.current),
      )
}

/** What a preview's `prepare` receives: each selected value under its key. */
type Selected = Parameters<NonNullable<PreviewConfig['prepare']>>[0]

/**
 * A preview titled by the value `select` reads as `title`, or `fallback` while that is empty, with
 * a subtitle made of the values it reads under its other keys. A value selected as `media` is the
 * preview's image.
 */
export function titledPreview(options: {
  select: { title: string } & Record<string, string>
  fallback: string
  subtitle: (values: Selected) => string | undefined
}): PreviewConfig {
  const { select, fallback, subtitle } = options
  return {
    select,
    prepare: (values) => ({
      title: (values.title as string | undefined) ?? fallback,
      subtitle: subtitle(values),
      ...('media' in select && { media: values.media }),
    }),
  }
}

/**
 * "Call to action · 2 buttons": a preview titled by the field at `title` (or `fallback`), with the
 * size of the list at `count`, after `label` when one is given.
 */
export function countPreview(options: {
  title: string
  count: string
  fallback: string
  label?: string
  singular: string
  plural?: string
}): PreviewConfig {
  const { title, count, fallback, label, singular, plural } = options
  return titledPreview({
    select: { title, [count]: count },
    fallback,
    subtitle: (values) => {
      const counted = countLabel(values[count], singular, plural)
      return label === undefined ? counted : `${label} · ${counted}`
    },
  })
}
