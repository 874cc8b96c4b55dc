import { defineArrayMember, defineField, defineType } from 'sanity'

import { booleanField, radioRow, requiredChoice, requiredString, validSlug } from './helpers'
import { toFieldName, validateFieldName } from './rules'

/** SPEC §3 Field; SPEC §5 validation rules. */
export const FORM_FIELD_TYPES = [
  { title: 'E-mail', value: 'email' },
  { title: 'Short text', value: 'text' },
  { title: 'Long text', value: 'textarea' },
  { title: 'Dropdown', value: 'dropdown' },
] as const

type FormFieldValues = { type?: string } | undefined

const fieldType = (parent: unknown) => (parent as FormFieldValues)?.type

export const formField = defineType({
  name: 'formField',
  title: 'Form field',
  type: 'object',
  fields: [
    requiredString('fieldTitle', 'Label', 'The label people see, e.g. "Work e-mail".'),
    defineField({
      name: 'fieldName',
      title: 'Field name',
      type: 'slug',
      description:
        'The key the answer is stored under, e.g. "email", "firstName", "lastName", "company". Click "Generate" to make it from the label. Use "firstName" and "lastName" for name fields so they share a row.',
      options: {
        source: (_document, context) =>
          (context.parent as { fieldTitle?: string }).fieldTitle ?? '',
        slugify: (input: string) => toFieldName(input),
        // Names only need to be unique within one form; the form checks that.
        isUnique: () => true,
      },
      validation: validSlug(validateFieldName),
    }),
    requiredChoice(
      'type',
      'Type',
      'E-mail fields check the address format; long text grows as people type; dropdowns offer the options below.',
      radioRow([...FORM_FIELD_TYPES]),
      'text',
    ),
    defineField({
      name: 'options',
      title: 'Dropdown options',
      type: 'array',
      description: 'The choices, in order.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      hidden: ({ parent }) => fieldType(parent) !== 'dropdown',
      validation: (rule) =>
        rule
          .unique()
          .custom((value, context) =>
            fieldType(context.parent) === 'dropdown' &&
            (!Array.isArray(value) || value.length === 0)
              ? 'Add at least one option to the dropdown.'
              : true,
          ),
    }),
    booleanField(
      'required',
      'Required',
      'When on, the form cannot be sent with this field empty.',
      true,
    ),
    defineField({
      name: 'allowFreeEmailDomains',
      title: 'Accept personal e-mail addresses',
      type: 'boolean',
      description:
        'When off, addresses at free or disposable providers (Gmail, Outlook, temporary mail, …) are refused with "Please enter a valid work email address".',
      hidden: ({ parent }) => fieldType(parent) !== 'email',
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: 'fieldTitle', name: 'fieldName.current', type: 'type', required: 'required' },
    prepare: ({ title, name, type, required }) => ({
      title: title ?? 'Untitled field',
      subtitle: [type, name, required === false ? 'optional' : 'required']
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
