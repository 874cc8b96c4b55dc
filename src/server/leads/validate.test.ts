import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { checkFields, isValidPage, parseShape, SHAPE_MESSAGES, submissionHash } =
  await import('./validate')
const { FORMS, demoLead } = await import('./testing')
const { blockedDomains } = await import('@/server/blockedDomains')
const { MESSAGES } = await import('@/leads/leadRules')

describe('parseShape (issue 7: a flat object of strings and numbers)', () => {
  it('accepts a submission and cleans its tracking parameters (SPEC §5)', () => {
    const result = parseShape(demoLead())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.submission.formId).toBe('form-demo')
    expect(result.submission.elapsedMs).toBe(5000)
    expect(result.submission.tracking).toEqual({ utm_source: 'newsletter' })
  })

  it.each([
    ['an array', [1, 2]],
    ['null', null],
    ['a string', 'hello'],
    ['a number', 42],
  ])('refuses %s as the body', (_label, body) => {
    expect(parseShape(body)).toEqual({ ok: false, errors: { _form: SHAPE_MESSAGES.notObject } })
  })

  it('names the field holding a nested object, an array or a boolean', () => {
    for (const value of [{ a: 1 }, ['x'], true, null]) {
      const result = parseShape({ ...demoLead(), firstName: value })
      expect(result).toEqual({ ok: false, errors: { firstName: SHAPE_MESSAGES.valueType } })
    }
  })

  it('refuses huge and non-finite numbers, control characters and lone surrogates', () => {
    expect(parseShape({ ...demoLead(), company: 2 ** 60 })).toMatchObject({
      ok: false,
      errors: { company: SHAPE_MESSAGES.number },
    })
    expect(parseShape({ ...demoLead(), company: 'Acme\u0000' })).toMatchObject({
      ok: false,
      errors: { company: SHAPE_MESSAGES.control },
    })
    expect(parseShape({ ...demoLead(), company: 'Acme\ud800' })).toMatchObject({
      ok: false,
      errors: { company: SHAPE_MESSAGES.control },
    })
    // Tabs and line breaks belong in a message; other scripts and emoji are plain text.
    expect(parseShape({ ...demoLead(), message: 'Zeile 1\r\n\tZeile 2 — 你好 🚀' }).ok).toBe(true)
  })

  it('caps strings, keys and the number of keys', () => {
    expect(parseShape({ ...demoLead(), message: 'x'.repeat(10_001) })).toMatchObject({
      errors: { message: SHAPE_MESSAGES.tooLong },
    })
    expect(parseShape({ ...demoLead(), ['k'.repeat(101)]: 'v' })).toMatchObject({
      errors: { _form: SHAPE_MESSAGES.keyTooLong },
    })
    const many = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`f${i}`, 'v']))
    expect(parseShape({ ...demoLead(), ...many })).toMatchObject({
      errors: { _form: SHAPE_MESSAGES.tooManyKeys },
    })
  })

  it('requires a well-formed formId and a page, and a numeric _elapsedMs', () => {
    expect(parseShape({ page: '/x' })).toMatchObject({ errors: { formId: SHAPE_MESSAGES.formId } })
    expect(parseShape({ formId: '../etc', page: '/x' })).toMatchObject({
      errors: { formId: SHAPE_MESSAGES.formId },
    })
    expect(parseShape({ formId: 'form-demo' })).toMatchObject({
      errors: { page: SHAPE_MESSAGES.page },
    })
    for (const elapsed of ['5000', -1, 1e29]) {
      expect(parseShape({ ...demoLead(), _elapsedMs: elapsed })).toMatchObject({
        errors: { _elapsedMs: SHAPE_MESSAGES.elapsed },
      })
    }
  })
})

describe('isValidPage', () => {
  it('accepts site paths only', () => {
    expect(isValidPage('/demo')).toBe(true)
    expect(isValidPage('/solutions/enterprise')).toBe(true)
    for (const page of [
      'demo',
      '//evil.example',
      'https://evil.example/',
      '/a?b=1',
      '/a#x',
      '/\\x',
    ]) {
      expect(isValidPage(page)).toBe(false)
    }
    expect(isValidPage(`/${'a'.repeat(600)}`)).toBe(false)
  })
})

describe('checkFields (the form definition from the CMS rules, not the client)', () => {
  const blocked = blockedDomains()
  const fields = FORMS['form-demo'] ?? []

  it('keeps only the form’s fields, trimmed', () => {
    const result = checkFields(
      fields,
      { ...demoLead(), firstName: '  Ada  ', isAdmin: 'true', message: '' },
      blocked,
    )
    expect(result).toEqual({
      ok: true,
      values: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        workEmail: 'ada1@analytical-engines.example',
        company: 'Analytical Engines',
        teamSize: '1–10 people',
      },
    })
  })

  it('applies required, format, work e-mail (normalised list, DESIGN §4.2) and options', () => {
    const result = checkFields(
      fields,
      { firstName: '   ', workEmail: 'someone@GMAIL.com', teamSize: 'lots' },
      blocked,
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: MESSAGES.required,
        lastName: MESSAGES.required,
        workEmail: MESSAGES.workEmail,
        company: MESSAGES.required,
        teamSize: MESSAGES.option,
      },
    })
    expect(checkFields(fields, { ...demoLead(), workEmail: 'not-an-email' }, blocked)).toEqual({
      ok: false,
      errors: { workEmail: MESSAGES.email },
    })
  })

  it('enforces each field type’s length cap', () => {
    expect(checkFields(fields, { ...demoLead(), company: 'x'.repeat(201) }, blocked)).toEqual({
      ok: false,
      errors: { company: MESSAGES.tooLong(200) },
    })
  })

  it('takes numbers as their decimal text', () => {
    const contact = FORMS['form-contact'] ?? []
    expect(checkFields(contact, { fullName: 42, email: 'a@b.co' }, blocked)).toEqual({
      ok: true,
      values: { fullName: '42', email: 'a@b.co' },
    })
  })
})

describe('submissionHash', () => {
  it('ignores key order and tells different submissions apart', () => {
    const a = submissionHash({ formId: 'f', page: '/', values: { a: '1', b: '2' }, tracking: {} })
    const b = submissionHash({ formId: 'f', page: '/', values: { b: '2', a: '1' }, tracking: {} })
    const c = submissionHash({ formId: 'f', page: '/', values: { a: '1', b: '3' }, tracking: {} })
    expect(a).toBe(b)
    expect(a).not.toBe(c)
  })
})
