import { describe, expect, it } from 'vitest'
import freeMail from 'email-providers/all.json'
import {
  domainList,
  EMAIL_FORMAT,
  emailDomain,
  isBlockedEmail,
  isRequired,
  MAX_LENGTH,
  MESSAGES,
  needsWorkEmailList,
  normaliseDomain,
  validateField,
  validateLead,
  type LeadField,
} from './leadRules'

const text: LeadField = { name: 'company', type: 'text' }
const textarea: LeadField = { name: 'message', type: 'textarea' }
const dropdown: LeadField = { name: 'size', type: 'dropdown', options: ['1-10', '11-50'] }
const workEmail: LeadField = { name: 'email', type: 'email', allowFreeEmailDomains: false }
const anyEmail: LeadField = { name: 'email', type: 'email', allowFreeEmailDomains: true }
// The seed's list carried entries with a trailing space and mixed case; DESIGN §4.2 normalises.
const blocked = domainList(['gmail.com', 'mailinator.com ', 'Yahoo.com', '  '])

describe('required (SPEC §3, §5)', () => {
  it('defaults to required; only an explicit false makes a field optional', () => {
    expect(isRequired({})).toBe(true)
    expect(isRequired({ required: null })).toBe(true)
    expect(isRequired({ required: true })).toBe(true)
    expect(isRequired({ required: false })).toBe(false)
  })

  it('refuses a blank or whitespace-only text and textarea value', () => {
    for (const field of [text, textarea]) {
      expect(validateField(field, '', null)).toBe(MESSAGES.required)
      expect(validateField(field, '  \n\t ', null)).toBe(MESSAGES.required)
      expect(validateField(field, undefined, null)).toBe(MESSAGES.required)
      expect(validateField(field, 42, null)).toBe(MESSAGES.required)
      expect(validateField(field, ' Acme ', null)).toBeNull()
    }
  })

  it('accepts a blank optional field of any type', () => {
    for (const field of [text, textarea, dropdown, workEmail]) {
      expect(validateField({ ...field, required: false }, '', null)).toBeNull()
      expect(validateField({ ...field, required: false }, '   ', null)).toBeNull()
    }
  })

  it('applies only the required check to a dropdown without options', () => {
    const free: LeadField = { name: 'topic', type: 'dropdown' }
    expect(validateField(free, '', null)).toBe(MESSAGES.required)
    expect(validateField(free, 'anything', null)).toBeNull()
  })
})

describe('dropdowns', () => {
  it('accepts only one of the options (the server never trusts the client)', () => {
    expect(validateField(dropdown, '11-50', null)).toBeNull()
    expect(validateField(dropdown, '', null)).toBe(MESSAGES.required)
    expect(validateField(dropdown, '5000+', null)).toBe(MESSAGES.option)
  })
})

describe('e-mail format (SPEC §5.1)', () => {
  it.each([
    'ann@example.com',
    'ANN@EXAMPLE.COM',
    'first.last+tag@sub.example.co.uk',
    'a_b%c-d@my-host.io',
    ' ann@example.com ',
  ])('accepts %j', (value) => {
    expect(validateField(anyEmail, value, null)).toBeNull()
  })

  it.each([
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann@example.c',
    'ann@example.c0m',
    'ann example@example.com',
    'ann@exa mple.com',
    'ann@@example.com',
    'ann@example.com\nbcc@evil.com',
    'ännä@example.com',
  ])('refuses %j with the format message', (value) => {
    expect(validateField(anyEmail, value, null)).toBe(MESSAGES.email)
  })

  it('answers with the exact SPEC §8 messages', () => {
    expect(validateField(anyEmail, 'ann@', null)).toBe('Please enter a valid email address')
    expect(validateField(workEmail, 'ann@gmail.com', blocked)).toBe(
      'Please enter a valid work email address',
    )
  })

  it('is case-insensitive and anchored', () => {
    expect(EMAIL_FORMAT.flags).toContain('i')
    expect(EMAIL_FORMAT.test('x ann@example.com')).toBe(false)
    expect(EMAIL_FORMAT.test('ann@example.com x')).toBe(false)
  })

  it('checks the format before the work rule', () => {
    expect(validateField(workEmail, 'gmail.com', blocked)).toBe(MESSAGES.email)
  })
})

describe('work e-mail (SPEC §5.2, DESIGN §4.2)', () => {
  it('refuses a blocked domain when free domains are not allowed', () => {
    expect(validateField(workEmail, 'ann@gmail.com', blocked)).toBe(MESSAGES.workEmail)
  })

  it('treats a missing allowFreeEmailDomains flag as not allowed', () => {
    const unset: LeadField = { name: 'email', type: 'email' }
    expect(validateField(unset, 'ann@gmail.com', blocked)).toBe(MESSAGES.workEmail)
  })

  it('accepts a blocked domain when the field allows free domains', () => {
    expect(validateField(anyEmail, 'ann@gmail.com', blocked)).toBeNull()
  })

  it('accepts a work domain', () => {
    expect(validateField(workEmail, 'ann@acme.example', blocked)).toBeNull()
  })

  it('refuses upper-case addresses and padded values (the seed let them through)', () => {
    expect(validateField(workEmail, 'someone@GMAIL.com', blocked)).toBe(MESSAGES.workEmail)
    expect(validateField(workEmail, 'someone@GMAIL.com ', blocked)).toBe(MESSAGES.workEmail)
  })

  it('matches list entries that carried a trailing space or capitals in the seed', () => {
    expect(validateField(workEmail, 'bot@mailinator.com', blocked)).toBe(MESSAGES.workEmail)
    expect(validateField(workEmail, 'bot@yahoo.com', blocked)).toBe(MESSAGES.workEmail)
  })

  it('matches the whole domain only, not a suffix or a sub-domain', () => {
    expect(validateField(workEmail, 'ann@notgmail.com', blocked)).toBeNull()
    expect(validateField(workEmail, 'ann@gmail.com.acme.example', blocked)).toBeNull()
  })

  it('skips only the work rule while the list is not loaded (the server applies it)', () => {
    expect(validateField(workEmail, 'ann@gmail.com', null)).toBeNull()
    expect(validateField(workEmail, 'ann@', null)).toBe(MESSAGES.email)
  })
})

describe('lengths', () => {
  it('refuses values over the cap of their type', () => {
    for (const field of [text, textarea, anyEmail]) {
      const max = MAX_LENGTH[field.type]
      const tooLong =
        field.type === 'email' ? `${'a'.repeat(max)}@example.com` : 'x'.repeat(max + 1)
      expect(validateField(field, tooLong, null)).toBe(MESSAGES.tooLong(max))
    }
    expect(validateField(text, 'x'.repeat(MAX_LENGTH.text), null)).toBeNull()
  })
})

describe('domain helpers', () => {
  it('normalises domains and addresses', () => {
    expect(normaliseDomain(' GMail.COM  ')).toBe('gmail.com')
    expect(emailDomain('Ann@Sub.Example.COM')).toBe('sub.example.com')
    expect(emailDomain('no-at-sign')).toBe('')
    expect(isBlockedEmail('x@GMAIL.COM', blocked)).toBe(true)
  })

  it('builds a list without blanks', () => {
    expect([...blocked].sort()).toEqual(['gmail.com', 'mailinator.com', 'yahoo.com'])
  })

  it('knows when a form needs the list', () => {
    expect(needsWorkEmailList([text, anyEmail])).toBe(false)
    expect(needsWorkEmailList([text, workEmail])).toBe(true)
    expect(needsWorkEmailList([{ name: 'e', type: 'email' }])).toBe(true)
  })
})

describe('validateLead', () => {
  const fields = [
    { name: 'firstName', type: 'text' },
    { name: 'email', type: 'email', allowFreeEmailDomains: false },
    { name: 'size', type: 'dropdown', options: ['1-10'] },
    { name: 'message', type: 'textarea', required: false },
  ] as const satisfies readonly LeadField[]

  it('returns every failing field keyed by name', () => {
    expect(validateLead(fields, { email: 'ann@gmail.com', size: '' }, blocked)).toEqual({
      firstName: MESSAGES.required,
      email: MESSAGES.workEmail,
      size: MESSAGES.required,
    })
  })

  it('returns no errors for a valid lead', () => {
    expect(
      validateLead(fields, { firstName: 'Ann', email: 'ann@acme.example', size: '1-10' }, blocked),
    ).toEqual({})
  })
})

describe('the shipped free-mail list (npm email-providers)', () => {
  const list = domainList(freeMail as string[])

  it('holds several thousand free-mail and ISP domains', () => {
    expect(list.size).toBeGreaterThan(5000)
    for (const domain of ['gmail.com', 'outlook.com', 'yahoo.com', 'comcast.net', 'gmx.de']) {
      expect(list.has(domain)).toBe(true)
    }
  })
})
