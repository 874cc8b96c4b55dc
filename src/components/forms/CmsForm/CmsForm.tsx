'use client'
// SPEC §2 Content-managed form block, §3 Form/Field/Tracking parameters, §4 Form states, §5
// Validation, §7 (default submission, form-routing provider, file download), §8; DESIGN §4.2-4.5.
//
// editing ──submit, invalid──> editing (errors on the fields, focus on the first)
// editing ──submit, valid──> pending ──success──> submitted (download first, then the overlay)
//                                    └─failure──> editing (the form as it was, a message by the
//                                                 button, announced, the cause in the console)
//
// A provider form's pending ends the same way: the provider's success or, when the provider fails,
// the outcome of the site's own intake, where the lead then goes (DESIGN §5a).
//
// Without JavaScript (or before it has run) the same form posts itself to its own page: its action
// is a server function (issue 48, src/server/leads/formAction.ts), and the answer to the POST is
// the page rendered again with the form's new state (useActionState): its success message with
// the form hidden, or an error summary above the form, each refused field marked as below and
// every value as the visitor typed it. Never a GET: no personal data in a URL.
import type { PortableTextBlock } from '@portabletext/react'
import { usePathname } from 'next/navigation'
import {
  useActionState,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react'
import { loadEmailSuggester, type EmailSuggester } from './emailSuggestion'
import { DEFAULT_SUBMIT_LABEL } from '@/lib/formDefaults'
import { loadFreeMailDomains } from './freeMailDomains'
import { fileDownloadUrl } from './fileDownload'
import {
  formPostTarget,
  formResultAnchor,
  FORM_STAMP_PATH,
  META_KEYS,
  toLeadFields,
  type NoScriptOutcome,
} from '@/leads/leadContract'
import {
  isRequired,
  needsWorkEmailList,
  validateField,
  validateLead,
  type DomainList,
  type LeadField,
} from '@/leads/leadRules'
import { halfWidthKeys } from './formLayout'
import type { AttemptKeys } from './leadSubmit'
import { useHydrated } from '@/hooks/useHydrated'
import { sendFormWithoutScript } from '@/server/leads/formAction'
import { Button } from '../../ui/Button'
import { errorGlyph, SvgIcon } from '../../ui/Icon'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import type { CmsFormData } from '../../layout/types'
import { CmsFormField } from './CmsFormField'
import { ErrorSummary, type SummaryItem } from './ErrorSummary'
import { focusFromAreaTop } from './focusInArea'
import { SuccessOverlay } from './SuccessOverlay'
import * as S from './CmsForm.styles'
import { FormError } from './FormStatus.styles'

export const PENDING_LABEL = 'Sending…'
/**
 * Said when a submission fails as a whole (an error answer, a network failure): read out by the
 * live region and shown under the submit button. SPEC §8 shows nothing; issue 33 item 3 settles
 * it with a visible message as well, as GOV.UK's error pattern would.
 */
export const FAILURE_ANNOUNCEMENT = 'Sorry, the form could not be sent. Please try again.'
/** The form root marks itself `data-form-hydrated` once React has it (tests wait for it). */
export const HYDRATED_ATTRIBUTE = 'data-form-hydrated'
/** The focus target after a failed send in a dialog: the failure message, not a field. */
const FAILURE_TARGET = '\u0000failure'
/** The focus target after a refused post without JavaScript, once hydrated: the error summary. */
const SUMMARY_TARGET = '\u0000summary'
/** The submit code, loaded on the first interaction with any form (see send.ts). */
let sendModule: Promise<typeof import('./send')> | null = null
const loadSend = () =>
  (sendModule ??= import('./send').catch((error: unknown) => {
    sendModule = null
    throw error
  }))

/** What a submit announces in the live region: which fields need attention. */
export function errorAnnouncement(labels: readonly string[]): string {
  const list = labels.join(', ')
  return labels.length === 1
    ? `One field needs your attention: ${list}.`
    : `${labels.length} fields need your attention: ${list}.`
}

type Status = 'editing' | 'pending' | 'submitted'

function readValue(formEl: HTMLFormElement, name: string): string {
  const control = formEl.elements.namedItem(name)
  return control && 'value' in control ? String(control.value) : ''
}

export interface CmsFormProps {
  form: CmsFormData
  /**
   * Where the form is shown. In a modal its element id is `{gtmFormId}-modal`, so a page that
   * shows the same form (the demo page and the header's "Book a demo") keeps its ids unique.
   * Default: 'page'.
   */
  placement?: 'page' | 'modal'
}

/** The form element's id: `gtmFormId` (SPEC §2), suffixed in a modal to stay unique on the page. */
export function formElementId(
  gtmFormId: string | null | undefined,
  placement: 'page' | 'modal' = 'page',
): string | undefined {
  if (!gtmFormId) return undefined
  return placement === 'modal' ? `${gtmFormId}-modal` : gtmFormId
}

/**
 * The form (CmsFormView) with its action for the post without JavaScript: the server function, and
 * the state React gives the form when the page answers such a post (issue 48).
 */
export function CmsForm(props: CmsFormProps) {
  const pathname = usePathname() ?? '/'
  // The permalink is where the post goes and what React knows the state by: the form's own page,
  // at the form's outcome, so the browser shows the answer there.
  const [posted, formAction] = useActionState(
    sendFormWithoutScript,
    null,
    formPostTarget(pathname, props.form._id),
  )
  return <CmsFormView {...props} posted={posted} formAction={formAction} />
}

export interface CmsFormViewProps extends CmsFormProps {
  /** What a post without JavaScript came to (React's state of the form's action); null before one. */
  posted?: NoScriptOutcome | null
  /** The form's action for a post without JavaScript; without one the form posts nowhere useful. */
  formAction?: (data: FormData) => void
}

/** The server's messages by the form's fields, and what is left for the form as a whole. */
function splitErrors(rules: readonly LeadField[], errors: Readonly<Record<string, string>>) {
  const fields: Record<string, string> = {}
  let form: string | null = null
  for (const [name, message] of Object.entries(errors)) {
    if (rules.some((rule) => rule.name === name)) fields[name] = message
    // '_form' says what happened (a rate limit, a store outage); anything else the visitor
    // cannot fix in a field is the form's failure.
    else form = name === '_form' ? message : (form ?? FAILURE_ANNOUNCEMENT)
  }
  return { fields, form }
}

export function CmsFormView({
  form,
  placement = 'page',
  posted = null,
  formAction,
}: CmsFormViewProps) {
  const idPrefix = useId()
  const pathname = usePathname()
  const hydrated = useHydrated()
  const fields = useMemo(() => form.fields ?? [], [form.fields])
  const rules = useMemo(() => toLeadFields(fields), [fields])
  const half = useMemo(() => halfWidthKeys(fields), [fields])
  const formId = form._id
  const labelOf = useCallback(
    (name: string) => fields.find((f) => (f.fieldName?.current || f._key) === name)?.fieldTitle,
    [fields],
  )

  // The answer to a post without JavaScript, when it is this form's (never the dialog's copy).
  const outcome = placement === 'page' && posted?.formId === formId ? posted : null
  const refusal = outcome?.result === 'error' ? outcome : null
  const refused = useMemo(
    () => (refusal ? splitErrors(rules, refusal.errors) : null),
    [refusal, rules],
  )

  const [status, setStatus] = useState<Status>(() =>
    outcome?.result === 'success' ? 'submitted' : 'editing',
  )
  const [errors, setErrors] = useState<Record<string, string>>(() => refused?.fields ?? {})
  /** The refusal's error summary shows until the visitor sends the form again. */
  const [summaryShown, setSummaryShown] = useState(refusal !== null)
  const [suggestions, setSuggestions] = useState<Record<string, string>>({})
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 })
  /** The last submission failed as a whole: the message under the button shows. */
  const [failed, setFailed] = useState(false)

  const formRef = useRef<HTMLFormElement>(null)
  const successRef = useRef<HTMLDivElement>(null)
  const failureRef = useRef<HTMLParagraphElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const busy = useRef(false)
  const submitted = useRef(refusal !== null)
  const appearedAt = useRef<number | null>(null)
  // Hydrated on the answer to a refused post (sent before the JavaScript ran): focus goes to the
  // summary, as GOV.UK's error summary does.
  const focusTarget = useRef<string | null>(refusal ? SUMMARY_TARGET : null)
  const attemptKeys = useRef<AttemptKeys | null>(null)
  const blocked = useRef<DomainList | null>(null)
  const suggester = useRef<EmailSuggester | null>(null)

  const announce = useCallback(
    (text: string) => setAnnouncement((previous) => ({ text, count: previous.count + 1 })),
    [],
  )

  useEffect(() => {
    appearedAt.current = performance.now()
  }, [])

  // Focus follows the outcome once React has drawn it: the first invalid field, the overlay, or
  // in a dialog the failure message. In a dialog (a scroll area of its own) the outcome is shown
  // from the dialog's top, its close button in view, whenever it fits there (issue 48 item 2).
  useEffect(() => {
    if (status === 'submitted') {
      if (successRef.current) focusFromAreaTop(successRef.current)
      return
    }
    const name = focusTarget.current
    if (!name) return
    focusTarget.current = null
    const control =
      name === FAILURE_TARGET
        ? failureRef.current
        : name === SUMMARY_TARGET
          ? summaryRef.current
          : formRef.current?.elements.namedItem(name)
    if (control instanceof HTMLElement) focusFromAreaTop(control)
  }, [errors, status, failed])

  // --- Lazy helpers, loaded on the first focus of the fields that need them ----------------------
  const ensureBlockedList = useCallback(async (): Promise<DomainList | null> => {
    if (blocked.current) return blocked.current
    if (!needsWorkEmailList(rules)) return null
    blocked.current = await loadFreeMailDomains()
    return blocked.current
  }, [rules])

  const onFieldFocus = useCallback(
    (rule: LeadField) => {
      if (rule.type !== 'email') return
      void loadEmailSuggester().then((suggest) => (suggester.current = suggest))
      if (rule.allowFreeEmailDomains !== true) void ensureBlockedList()
    },
    [ensureBlockedList],
  )

  const setFieldError = useCallback((name: string, message: string | null) => {
    setErrors((previous) => {
      if ((previous[name] ?? null) === message) return previous
      const next = { ...previous }
      if (message) next[name] = message
      else delete next[name]
      return next
    })
  }, [])

  // Errors clear (or change) as the value is typed; new ones appear only on leaving the field or
  // on submit, so nobody is told off halfway through typing an address.
  const onValueInput = useCallback((rule: LeadField, value: string) => {
    setSuggestions((previous) => {
      if (!(rule.name in previous)) return previous
      const next = { ...previous }
      delete next[rule.name]
      return next
    })
    setErrors((previous) => {
      if (!(rule.name in previous)) return previous
      const message = validateField(rule, value, blocked.current)
      if (previous[rule.name] === message) return previous
      const next = { ...previous }
      if (message) next[rule.name] = message
      else delete next[rule.name]
      return next
    })
  }, [])

  const onValueBlur = useCallback(
    async (rule: LeadField, value: string) => {
      if (rule.type === 'email' && value.trim()) {
        const suggest = suggester.current ?? (await loadEmailSuggester())
        suggester.current = suggest
        const current = formRef.current ? readValue(formRef.current, rule.name) : value
        const suggestion = suggest(current)
        setSuggestions((previous) => {
          const next = { ...previous }
          if (suggestion) next[rule.name] = suggestion
          else delete next[rule.name]
          return next
        })
      }
      // A blank field is only flagged on blur once the visitor has tried to submit.
      if (!value.trim() && !submitted.current) return
      const list =
        rule.type === 'email' && rule.allowFreeEmailDomains !== true
          ? await ensureBlockedList()
          : blocked.current
      const current = formRef.current ? readValue(formRef.current, rule.name) : value
      setFieldError(rule.name, validateField(rule, current, list))
    },
    [ensureBlockedList, setFieldError],
  )

  const onAcceptSuggestion = useCallback(
    (rule: LeadField, suggestion: string) => {
      const control = formRef.current?.elements.namedItem(rule.name)
      if (!(control instanceof HTMLInputElement)) return
      control.value = suggestion
      setSuggestions((previous) => {
        const next = { ...previous }
        delete next[rule.name]
        return next
      })
      setFieldError(rule.name, validateField(rule, suggestion, blocked.current))
      control.focus()
    },
    [setFieldError],
  )

  // --- Submit ----------------------------------------------------------------------------------
  const succeed = useCallback(
    (send: typeof import('./send')) => {
      // SPEC §4: the download starts first, then the form gives way to the success message.
      if (form.fileDownload) send.startFileDownload(form.fileDownload)
      setErrors({})
      setSuggestions({})
      setStatus('submitted')
      // The focused success message speaks for itself (SuccessOverlay); an earlier submit's
      // "needs your attention" must not stay behind in the live region (issue 33 item 5).
      setAnnouncement((previous) => ({ text: '', count: previous.count }))
    },
    [form.fileDownload],
  )

  const inDialog = placement === 'modal'
  const fail = useCallback(
    (error: unknown) => {
      console.error(`The form "${formId}" could not be sent`, error)
      setStatus('editing')
      setFailed(true)
      if (inDialog) {
        // In a dialog the message is at the top of the form and takes focus, which reads it out:
        // the live region stays quiet, or it would be said twice (GOV.UK's error summary).
        focusTarget.current = FAILURE_TARGET
        setAnnouncement((previous) => ({ text: '', count: previous.count }))
      } else {
        announce(FAILURE_ANNOUNCEMENT)
      }
    },
    [announce, formId, inDialog],
  )

  const showErrors = useCallback(
    (found: Record<string, string>) => {
      const names = rules.map((rule) => rule.name).filter((name) => name in found)
      setErrors(found)
      setStatus('editing')
      focusTarget.current = names[0] ?? null
      announce(errorAnnouncement(names.map((name) => labelOf(name) ?? name)))
    },
    [announce, labelOf, rules],
  )

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formEl = event.currentTarget
    if (busy.current || status === 'submitted') return
    busy.current = true
    submitted.current = true
    // A new attempt: the last one's failure (or refusal) no longer describes the form.
    setFailed(false)
    setSummaryShown(false)
    try {
      const values = Object.fromEntries(
        rules.map((rule) => [rule.name, readValue(formEl, rule.name)]),
      )
      const found = validateLead(rules, values, await ensureBlockedList())
      if (Object.keys(found).length > 0) {
        showErrors(found)
        return
      }
      let send: typeof import('./send')
      try {
        send = await loadSend()
      } catch (error) {
        fail(error)
        return
      }

      setStatus('pending')
      attemptKeys.current ??= send.newAttemptKeys()
      const lead = {
        fields: rules,
        values,
        formId,
        honeypot: readValue(formEl, META_KEYS.honeypot),
        elapsedMs: performance.now() - (appearedAt.current ?? 0),
        keys: attemptKeys.current,
      }
      // A provider form goes through the provider (SPEC §7) and, should the provider fail, to the
      // site's intake like this one, with its outcome (DESIGN §5a, over SPEC §4: a submit before
      // the provider's script has loaded waits for it a few seconds, and then sends it here).
      const outcome = form.defaultDotComForm
        ? await send.sendViaProvider(form, lead)
        : await send.sendLead(lead)
      if (outcome.kind === 'success') {
        succeed(send)
      } else if (outcome.kind === 'invalid') {
        // The server's messages on the fields they belong to (it knows the full domain list).
        const known = Object.fromEntries(
          Object.entries(outcome.errors).filter(([name]) => rules.some((r) => r.name === name)),
        )
        if (Object.keys(known).length > 0) showErrors(known)
        else fail(new Error(`Refused: ${JSON.stringify(outcome.errors)}`))
      } else {
        fail(outcome.error)
      }
    } finally {
      busy.current = false
    }
  }

  // The submit code loads on the first interaction with the form; for a provider form, so does
  // the provider's script (SPEC §4, §7: lazily, never on page load).
  const provider = !!form.defaultDotComForm
  const onFirstInteraction = useCallback(() => {
    void loadSend()
      .then((send) => (provider && !send.loadedDefaultSdk() ? send.loadDefaultSdk() : undefined))
      .catch(() => undefined)
  }, [provider])

  const isSubmitted = status === 'submitted'
  const pending = status === 'pending'
  const name = form.visibleTitle ?? form.title ?? 'Form'
  const controlId = (key: string) => `${idPrefix}-${key}`
  const failureId = `${idPrefix}-failure`
  // The refused post's summary: a link to each refused field with its message, and what refused
  // the form as a whole (GOV.UK's error summary).
  const summaryItems: SummaryItem[] = refused
    ? [
        ...fields.flatMap((field, index): SummaryItem[] => {
          const message = refused.fields[rules[index]!.name]
          return message
            ? [
                {
                  href: `#${controlId(field._key)}`,
                  text: `${field.fieldTitle ?? rules[index]!.name}: ${message}`,
                },
              ]
            : []
        }),
        ...(refused.form ? [{ text: refused.form }] : []),
      ]
    : []
  // The answer to a post without JavaScript is where the browser goes (the post's fragment).
  const outcomeId = outcome ? formResultAnchor(formId) : undefined
  const download = outcome?.result === 'success' ? fileDownloadUrl(form.fileDownload) : null
  const describedBy = failed ? failureId : undefined
  // Issue 33 item 3: said under the submit button on a page. Issue 48 item 2: in a dialog, where
  // the visitor sees it with the dialog's close button, at the top of the form, focused.
  const failure = failed && (
    <FormError id={failureId} ref={failureRef} tabIndex={inDialog ? -1 : undefined}>
      <SvgIcon glyph={errorGlyph} />
      {FAILURE_ANNOUNCEMENT}
    </FormError>
  )
  return (
    <S.Root {...{ [HYDRATED_ATTRIBUTE]: hydrated ? '' : undefined }}>
      {/* Issue 33: only a browser without JavaScript loads this; its answer sets the signed start
          time the server checks at submit (src/server/leads/formStamp.ts). Once, for the form as
          first shown: the answer to a refused post keeps the time the visitor started. */}
      {placement === 'page' && !outcome && (
        <noscript>
          {/* eslint-disable-next-line @next/next/no-img-element -- a 1x1 request, not content */}
          <img src={FORM_STAMP_PATH} alt="" width={1} height={1} hidden />
        </noscript>
      )}
      <S.Stage>
        <S.Form
          ref={formRef}
          id={formElementId(form.gtmFormId, placement)}
          // React gives a server function's form its method, encoding and address (the post's
          // target); without one, a post at least never puts the values in a URL.
          {...(formAction ? { action: formAction } : { method: 'post' })}
          // Native checks (required, e-mail, length) guard the post without JavaScript; once
          // hydrated the form checks by the shared rules and says more.
          noValidate={hydrated}
          onSubmit={onSubmit}
          onFocusCapture={onFirstInteraction}
          onPointerDownCapture={onFirstInteraction}
          aria-label={name}
          aria-describedby={describedBy}
          aria-busy={pending || undefined}
          aria-hidden={isSubmitted || undefined}
          inert={isSubmitted}
          data-state={status}
          // In a dialog, and on the page a post without JavaScript brought back sent, the success
          // message takes the form's place and its room: nothing else is left to see there.
          $collapse={inDialog || outcome?.result === 'success'}
        >
          {inDialog && failure}
          {summaryShown && summaryItems.length > 0 && (
            <ErrorSummary ref={summaryRef} id={outcomeId} items={summaryItems} />
          )}
          {form.visibleTitle && <S.Title>{form.visibleTitle}</S.Title>}
          {rules.some(isRequired) && <S.RequiredNote>Fields marked * are required.</S.RequiredNote>}
          <input type="hidden" name={META_KEYS.formId} value={formId} />
          <input type="hidden" name={META_KEYS.page} value={pathname ?? ''} />
          {fields.map((field, index) => {
            const rule = rules[index]!
            return (
              <CmsFormField
                key={field._key}
                field={field}
                rules={rule}
                id={controlId(field._key)}
                defaultValue={refusal?.values[rule.name]}
                half={half.has(field._key)}
                error={errors[rule.name] ?? null}
                suggestion={suggestions[rule.name] ?? null}
                onValueInput={onValueInput}
                onValueBlur={onValueBlur}
                onFieldFocus={onFieldFocus}
                onAcceptSuggestion={onAcceptSuggestion}
              />
            )
          })}
          {/* Honeypot (DESIGN §4.3): people and assistive technology never meet it; bots fill it. */}
          <S.Honeypot aria-hidden="true">
            <label>
              Website
              <input type="text" name={META_KEYS.honeypot} tabIndex={-1} autoComplete="off" />
            </label>
          </S.Honeypot>
          {form.aboveButtonText && <S.Small>{form.aboveButtonText}</S.Small>}
          <S.Actions>
            <Button
              type="submit"
              aria-disabled={pending || undefined}
              aria-describedby={describedBy}
            >
              {pending ? (
                <>
                  <S.Spinner aria-hidden="true" />
                  {PENDING_LABEL}
                </>
              ) : (
                form.submit || DEFAULT_SUBMIT_LABEL
              )}
            </Button>
          </S.Actions>
          {/* Not a live region: the status region below already says it once (issue 33 item 3). */}
          {!inDialog && failure}
        </S.Form>
        {isSubmitted && (
          <SuccessOverlay
            ref={successRef}
            id={outcomeId}
            message={form.successMessage as PortableTextBlock[] | null | undefined}
            // Without JavaScript nothing can start the gated download: the message links to it.
            download={
              download
                ? { href: download, filename: form.fileDownload?.originalFilename ?? null }
                : null
            }
          />
        )}
      </S.Stage>
      <VisuallyHidden role="status">
        {announcement.text}
        {/* The same words twice in a row are still read out: the text node changes. */}
        {announcement.count % 2 === 1 ? '\u00a0' : ''}
      </VisuallyHidden>
    </S.Root>
  )
}
