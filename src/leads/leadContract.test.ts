import { describe, expect, it } from 'vitest'
import {
  fieldNameOf,
  formPostTarget,
  formResultAnchor,
  RESERVED_FIELD_NAMES,
  toLeadFields,
} from './leadContract'
import { TRACKING_PARAMS } from '../lib/tracking'

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

describe('the form without JavaScript (issue 48)', () => {
  it('posts to its own page and comes back at its outcome, with no value in the address', () => {
    expect(formPostTarget('/demo', 'form-demo')).toBe('/demo#form-result-form-demo')
    expect(formResultAnchor('form-demo')).toBe('form-result-form-demo')
  })
})
