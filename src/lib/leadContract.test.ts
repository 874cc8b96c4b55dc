import { describe, expect, it } from 'vitest'
import {
  fieldNameOf,
  formResultAnchor,
  formResultUrl,
  parseFormResult,
  RESERVED_FIELD_NAMES,
  toLeadFields,
} from './leadContract'
import { TRACKING_PARAMS } from './tracking'

describe('toLeadFields', () => {
  it('maps CMS fields to the rule shape, by fieldName.current or _key', () => {
    expect(
      toLeadFields([
        { _key: 'k1', fieldName: { current: 'email' }, type: 'email', allowFreeEmailDomains: true },
        { _key: 'k2', fieldName: null, type: 'dropdown', options: ['a'], required: false },
        { _key: 'k3', type: 'mystery' },
      ]),
    ).toEqual([
      {
        name: 'email',
        type: 'email',
        required: undefined,
        allowFreeEmailDomains: true,
        options: undefined,
      },
      {
        name: 'k2',
        type: 'dropdown',
        required: false,
        allowFreeEmailDomains: undefined,
        options: ['a'],
      },
      {
        name: 'k3',
        type: 'text',
        required: undefined,
        allowFreeEmailDomains: undefined,
        options: undefined,
      },
    ])
    expect(toLeadFields(null)).toEqual([])
    expect(fieldNameOf({ _key: 'x', fieldName: { current: '' } })).toBe('x')
  })
})

describe('reserved field names', () => {
  it('cover the request meta keys and every tracking parameter', () => {
    expect(RESERVED_FIELD_NAMES).toEqual(expect.arrayContaining(['formId', 'page']))
    for (const key of TRACKING_PARAMS) expect(RESERVED_FIELD_NAMES).toContain(key)
  })
})

describe('no-JS redirect (formResultUrl / parseFormResult)', () => {
  it('points back at the page and the form, with no values', () => {
    expect(formResultUrl('/contact', { formId: 'form-contact', result: 'success' })).toBe(
      '/contact?form=form-contact&result=success#form-result-form-contact',
    )
    expect(
      formResultUrl('/demo', {
        formId: 'form-demo',
        result: 'error',
        fields: ['email', 'company'],
      }),
    ).toBe('/demo?form=form-demo&result=error&fields=email%2Ccompany#form-error-form-demo')
    expect(formResultAnchor('form-demo')).toBe('form-result-form-demo')
    expect(formResultAnchor('form-demo', 'error')).toBe('form-error-form-demo')
  })

  it('round-trips', () => {
    const error = { formId: 'form-demo', result: 'error', fields: ['email'] } as const
    const url = new URL(formResultUrl('/demo', error), 'http://x')
    expect(parseFormResult(url.search)).toEqual(error)
    expect(parseFormResult('?form=f&result=success')).toEqual({ formId: 'f', result: 'success' })
    expect(parseFormResult('?form=f&result=error')).toEqual({
      formId: 'f',
      result: 'error',
      fields: [],
    })
  })

  it('ignores queries that are not a form result', () => {
    expect(parseFormResult('')).toBeNull()
    expect(parseFormResult('?result=success')).toBeNull()
    expect(parseFormResult('?form=f&result=maybe')).toBeNull()
  })
})
