// DESIGN §4.4: every person and company field gets its autocomplete token.
import { describe } from 'vitest'
import { autocompleteToken } from './formFields'
import { itReturns } from '../../../lib/testing'

const text = (name: string, title = '') => ({
  fieldName: { current: name },
  fieldTitle: title,
  type: 'text',
})

describe('autocompleteToken', () => {
  itReturns(autocompleteToken, [
    // A text field's token, read from its name or else its title.
    [text('firstName', 'First name'), 'given-name'],
    [text('first_name'), 'given-name'],
    [text('givenName'), 'given-name'],
    [text('lastName', 'Last name'), 'family-name'],
    [text('surname'), 'family-name'],
    [text('fullName', 'Full name'), 'name'],
    [text('name', 'Your name'), 'name'],
    [text('company', 'Company'), 'organization'],
    [text('companyName', 'Company name'), 'organization'],
    [text('organisation'), 'organization'],
    [text('jobTitle', 'Job title'), 'organization-title'],
    [text('phone', 'Phone'), 'tel'],
    [text('x1', 'First name'), 'given-name'],
    // Every e-mail field is "email", whatever its name.
    [{ fieldName: { current: 'workEmail' }, type: 'email' }, 'email'],
    [{ fieldName: { current: 'contact' }, type: 'email' }, 'email'],
    // Nothing for fields that are not about the person or company.
    [text('message', 'Message'), undefined],
    [text('useCase', 'What should your teams build first?'), undefined],
    [{ fieldName: { current: 'firstName' }, type: 'textarea' }, undefined],
    [{ fieldName: { current: 'teamSize' }, type: 'dropdown' }, undefined],
    [{ fieldName: null, fieldTitle: null, type: 'text' }, undefined],
  ])
})
