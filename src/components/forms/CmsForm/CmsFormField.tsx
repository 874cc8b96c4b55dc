'use client'
// One field of a CMS form: SPEC §2 (label, textarea growing, dropdown chevron), §5 (red label and
// red tooltip; no text for a blank required field), DESIGN §4.4 (aria-invalid, the message tied
// with aria-describedby, a non-colour cue, autocomplete tokens). Uncontrolled: what a visitor
// typed before hydration stays, and the form reads its values from the DOM.
import type { FocusEvent, InputEvent } from 'react'
import { MAX_LENGTH, MESSAGES, type LeadField } from '@/leads/leadRules'
import { editProps } from '@/lib/editAttributes'
import { autocompleteToken } from './formFields'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import { errorGlyph, SvgIcon } from '../../ui/Icon'
import type { CmsFormData } from '../../layout/types'
import { AutoGrowTextarea } from './AutoGrowTextarea'
import * as S from './CmsForm.styles'

export type CmsField = NonNullable<CmsFormData['fields']>[number]

export interface CmsFormFieldProps {
  field: CmsField
  /** The rule module's view of the field (name, type, required, allowFreeEmailDomains). */
  rules: LeadField
  /** The control's id. */
  id: string
  /** Half width (a first name next to a last name, SPEC §2). */
  half: boolean
  /** The message to show, or null. MESSAGES.required shows no text (SPEC §5), only its cue. */
  error: string | null
  /** A corrected address to offer ("Did you mean …?"), or null. */
  suggestion: string | null
  /** The value to show at first: what the visitor sent in a post the server refused (issue 48). */
  defaultValue?: string
  onValueInput: (rules: LeadField, value: string) => void
  onValueBlur: (rules: LeadField, value: string) => void
  onFieldFocus: (rules: LeadField) => void
  onAcceptSuggestion: (rules: LeadField, suggestion: string) => void
}

export function CmsFormField({
  field,
  rules,
  id,
  half,
  error,
  suggestion,
  defaultValue,
  onValueInput,
  onValueBlur,
  onFieldFocus,
  onAcceptSuggestion,
}: CmsFormFieldProps) {
  const required = rules.required !== false
  const errorId = `${id}-error`
  const suggestionId = `${id}-suggestion`
  const describedBy =
    [error ? errorId : null, suggestion ? suggestionId : null].filter(Boolean).join(' ') ||
    undefined
  const common = {
    id,
    name: rules.name,
    required,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
    onInput: (event: InputEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onValueInput(rules, event.currentTarget.value),
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onValueBlur(rules, event.currentTarget.value),
    onFocus: () => onFieldFocus(rules),
  }
  let control
  if (rules.type === 'textarea') {
    control = (
      <AutoGrowTextarea
        {...common}
        rows={3}
        maxLength={MAX_LENGTH.textarea}
        defaultValue={defaultValue}
      />
    )
  } else if (rules.type === 'dropdown') {
    control = (
      <S.Select
        {...common}
        defaultValue={defaultValue && field.options?.includes(defaultValue) ? defaultValue : ''}
      >
        {/* A required dropdown has no answer until one is chosen; an optional one can go back. */}
        <option value="" disabled={required}>
          Select…
        </option>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </S.Select>
    )
  } else {
    const email = rules.type === 'email'
    control = (
      <S.Input
        {...common}
        type={email ? 'email' : 'text'}
        autoComplete={autocompleteToken(field)}
        maxLength={MAX_LENGTH[rules.type]}
        defaultValue={defaultValue}
        {...(email
          ? { spellCheck: false, autoCapitalize: 'off', inputMode: 'email' as const }
          : {})}
      />
    )
  }
  return (
    <S.Field $half={half} data-invalid={error ? '' : undefined} {...editProps(field)}>
      <S.Label htmlFor={id} data-required={required ? '' : undefined}>
        {field.fieldTitle}
        {!required && ' (optional)'}
        {error && <SvgIcon glyph={errorGlyph} />}
      </S.Label>
      {control}
      {error &&
        (error === MESSAGES.required ? (
          <VisuallyHidden id={errorId}>{error}</VisuallyHidden>
        ) : (
          <S.Tooltip id={errorId}>{error}</S.Tooltip>
        ))}
      {rules.type === 'email' && (
        // Polite: the offer is read out after the visitor has left the field, without
        // interrupting; it never blocks the submit.
        <S.Suggestion aria-live="polite">
          {suggestion && (
            <span id={suggestionId}>
              <S.SuggestionButton
                type="button"
                onClick={() => onAcceptSuggestion(rules, suggestion)}
              >
                Did you mean <strong>{suggestion}</strong>?
              </S.SuggestionButton>
            </span>
          )}
        </S.Suggestion>
      )}
    </S.Field>
  )
}
