// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { axeViolations, blockValue, expectRendersNothing, renderBlock } from '../testing'
import type { FormBlockValue } from '../types'
import { FormBlock } from './FormBlock'

const field = (key: string, title: string, type: 'email' | 'text' | 'textarea' | 'dropdown') => ({
  _key: key,
  fieldName: { _type: 'slug' as const, current: key },
  fieldTitle: title,
  type,
  options: type === 'dropdown' ? ['1-10', '11-50', '51-200', '200+'] : null,
  required: true,
  allowFreeEmailDomains: false,
})

const value = blockValue('formBlock', {
  form: {
    _id: 'form-demo',
    _type: 'formDocument',
    title: 'Demo request',
    visibleTitle: 'Book a demo',
    gtmFormId: 'demo-request',
    fields: [
      field('firstName', 'First name', 'text'),
      field('lastName', 'Last name', 'text'),
      field('email', 'Work email', 'email'),
      field('companySize', 'Company size', 'dropdown'),
      field('message', 'What would you like to build?', 'textarea'),
    ],
    aboveButtonText: 'We reply within one business day.',
    submit: 'Request a demo',
    successMessage: null,
    fileDownload: null,
    defaultDotComForm: false,
    defaultDotComFormId: null,
    defaultDotComTeamId: null,
  },
})

describe('FormBlock', () => {
  it('renders the form with its title, field labels and submit button', async () => {
    const { container } = renderBlock(<FormBlock value={value} />)
    // The form is its own chunk (issue 10), so it may arrive a moment after the card.
    const form = await screen.findByRole('form', { name: 'Book a demo' })
    expect(form).toHaveAttribute('id', 'demo-request')
    for (const label of ['First name', 'Last name', 'Work email', 'Company size']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
    expect(screen.getByLabelText('What would you like to build?').tagName).toBe('TEXTAREA')
    expect(screen.getByRole('button', { name: 'Request a demo' })).toHaveAttribute('type', 'submit')
    expect(await axeViolations(container)).toEqual([])
  })

  it('renders nothing when the form is missing', () => {
    expectRendersNothing(
      <FormBlock value={{ ...value, form: null as unknown as FormBlockValue['form'] }} />,
    )
  })
})
