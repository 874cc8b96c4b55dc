import { defineArrayMember, defineField, defineType } from 'sanity'

import {
  booleanField,
  choices,
  radioRow,
  requiredChoice,
  requiredString,
  titledPreview,
  validSlug,
} from './helpers'
import { joinParts, toFieldName, validateFieldName } from './rules'

/** SPEC §3 Field; SPEC §5 validation rules. */
export const FORM_FIELD_TYPES = choices({
  email: 'E-mail',
  text: 'Short text',
  textarea: 'Long text',
  dropdown: 'Dropdown',
})

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
      radioRow(FORM_FIELD_TYPES),
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
  preview: titledPreview({
    select: { title: 'fieldTitle', name: 'fieldName.current', type: 'type', required: 'required' },
    fallback: 'Untitled field',
    subtitle: ({ name, type, required }) =>
      joinParts([type, name, required === false ? 'optional' : 'required']),
  }),
})
