// DESIGN §4.4: every person and company field gets its autocomplete token.
import { describe, expect, it } from 'vitest'
import { autocompleteToken } from './formFields'

const text = (name: string, title = '') => ({
  fieldName: { current: name },
  fieldTitle: title,
  type: 'text',
})

describe('autocompleteToken', () => {
  it.each([
    ['firstName', 'First name', 'given-name'],
    ['first_name', '', 'given-name'],
    ['givenName', '', 'given-name'],
    ['lastName', 'Last name', 'family-name'],
    ['surname', '', 'family-name'],
    ['fullName', 'Full name', 'name'],
    ['name', 'Your name', 'name'],
    ['company', 'Company', 'organization'],
    ['companyName', 'Company name', 'organization'],
    ['organisation', '', 'organization'],
    ['jobTitle', 'Job title', 'organization-title'],
    ['phone', 'Phone', 'tel'],
    ['x1', 'First name', 'given-name'],
  ])('%s / %s -> %s', (name, title, token) => {
    expect(autocompleteToken(text(name, title))).toBe(token)
  })

  it('every e-mail field is "email", whatever its name', () => {
    expect(autocompleteToken({ fieldName: { current: 'workEmail' }, type: 'email' })).toBe('email')
    expect(autocompleteToken({ fieldName: { current: 'contact' }, type: 'email' })).toBe('email')
  })

  it('nothing for fields that are not about the person or company', () => {
    expect(autocompleteToken(text('message', 'Message'))).toBeUndefined()
    expect(
      autocompleteToken(text('useCase', 'What should your teams build first?')),
    ).toBeUndefined()
    expect(
      autocompleteToken({ fieldName: { current: 'firstName' }, type: 'textarea' }),
    ).toBeUndefined()
    expect(
      autocompleteToken({ fieldName: { current: 'teamSize' }, type: 'dropdown' }),
    ).toBeUndefined()
    expect(autocompleteToken({ fieldName: null, fieldTitle: null, type: 'text' })).toBeUndefined()
  })
})
