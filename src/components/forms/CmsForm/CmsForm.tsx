'use client'
// SPEC §2 Content-managed form block (foundation version): title, fields with labels, first and
// last name sharing a row, above-button text and the submit label. Validation, submission and
// the success state come with the forms issue.
import type { FormEvent } from 'react'
import { useId } from 'react'
import { Button } from '../../ui/Button'
import type { FormData as CmsFormData } from '../../layout/types'
import * as S from './CmsForm.styles'

export const DEFAULT_SUBMIT_LABEL = 'Submit'

type Field = NonNullable<CmsFormData['fields']>[number]

const NAME_PAIR = [/first.?name/i, /last.?name/i] as const

/** SPEC §2: a first-name field next to a last-name field share one row at half width each. */
export function halfWidthKeys(fields: readonly Field[]): Set<string> {
  const half = new Set<string>()
  fields.forEach((field, i) => {
    const next = fields[i + 1]
    const name = field.fieldName?.current ?? ''
    const nextName = next?.fieldName?.current ?? ''
    if (next && NAME_PAIR[0].test(name) && NAME_PAIR[1].test(nextName)) {
      half.add(field._key)
      half.add(next._key)
    }
  })
  return half
}

export interface CmsFormProps {
  form: CmsFormData
}

export function CmsForm({ form }: CmsFormProps) {
  const idPrefix = useId()
  const fields = form.fields ?? []
  const half = halfWidthKeys(fields)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
  }
  return (
    <S.Form
      id={form.gtmFormId ?? undefined}
      onSubmit={onSubmit}
      noValidate
      aria-label={form.visibleTitle ?? form.title ?? 'Form'}
    >
      {form.visibleTitle && <S.Title>{form.visibleTitle}</S.Title>}
      {fields.map((field) => {
        const id = `${idPrefix}-${field._key}`
        const name = field.fieldName?.current ?? field._key
        const required = field.required !== false
        return (
          <S.Field key={field._key} $half={half.has(field._key)}>
            <label htmlFor={id}>
              {field.fieldTitle}
              {!required && ' (optional)'}
            </label>
            {field.type === 'textarea' ? (
              <textarea id={id} name={name} required={required} rows={3} />
            ) : field.type === 'dropdown' ? (
              <select id={id} name={name} required={required} defaultValue="">
                <option value="" disabled>
                  Select…
                </option>
                {(field.options ?? []).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                name={name}
                type={field.type === 'email' ? 'email' : 'text'}
                autoComplete={field.type === 'email' ? 'email' : undefined}
                required={required}
              />
            )}
          </S.Field>
        )
      })}
      {form.aboveButtonText && <S.Small>{form.aboveButtonText}</S.Small>}
      <S.Actions>
        <Button type="submit">{form.submit || DEFAULT_SUBMIT_LABEL}</Button>
      </S.Actions>
    </S.Form>
  )
}
