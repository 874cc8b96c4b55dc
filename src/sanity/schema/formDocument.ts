import { defineArrayMember, defineField, defineType } from 'sanity'

import { DEFAULT_SUBMIT_LABEL, DEFAULT_SUCCESS_MESSAGE } from '../../lib/formDefaults'
import { booleanField, fieldGroups, optionalString, requiredString, titledPreview } from './helpers'
import { countLabel, joinParts, validateHtmlId } from './rules'

type FormDocumentValues = { defaultDotComForm?: boolean } | undefined

const usesProvider = (document: unknown) =>
  Boolean((document as FormDocumentValues)?.defaultDotComForm)

/** An id from the form-routing provider: shown, and required, only when the form uses it. */
const providerIdField = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'string',
    group: 'delivery',
    description,
    hidden: ({ document }) => !usesProvider(document),
    validation: (rule) =>
      rule.custom((value, context) =>
        usesProvider(context.document) && !value ? 'Required when using the provider.' : true,
      ),
  })

/** SPEC §2 content-managed form block, §3 Form. Defaults: SPEC §9 (lib/formDefaults). */
export const formDocument = defineType({
  name: 'formDocument',
  title: 'Form',
  type: 'document',
  groups: fieldGroups({ delivery: 'After submit & routing' }),
  fields: [
    requiredString(
      'title',
      'Internal title',
      'Only editors see this, e.g. "Contact sales – enterprise page".',
      'content',
    ),
    optionalString(
      'visibleTitle',
      'Visible title',
      'Optional heading shown above the form, e.g. "Talk to sales".',
      'content',
    ),
    defineField({
      name: 'gtmFormId',
      title: 'Tracking id',
      type: 'string',
      group: 'content',
      description:
        'The id Google Tag Manager uses to recognise this form (it becomes the form element id). Letters, digits, "-" and "_", no spaces, unique per page.',
      validation: (rule) => rule.custom((value?: string) => validateHtmlId(value)),
    }),
    defineField({
      name: 'fields',
      title: 'Fields',
      type: 'array',
      group: 'content',
      description:
        'The inputs, top to bottom. A "first name" field followed by a "last name" field share one row.',
      of: [defineArrayMember({ type: 'formField' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((value) => {
            if (!Array.isArray(value)) return true
            const names = value
              .map((field) => (field as { fieldName?: { current?: string } }).fieldName?.current)
              .filter((name): name is string => Boolean(name))
            const duplicate = names.find((name, index) => names.indexOf(name) !== index)
            return duplicate
              ? `Two fields are named "${duplicate}": each field needs its own field name.`
              : true
          }),
    }),
    defineField({
      name: 'aboveButtonText',
      title: 'Text above the button',
      type: 'text',
      rows: 2,
      group: 'content',
      description: 'Optional small print above the submit button, e.g. a privacy note.',
    }),
    defineField({
      name: 'submit',
      title: 'Button label',
      type: 'string',
      group: 'content',
      description: `The submit button text. Leave empty for "${DEFAULT_SUBMIT_LABEL}".`,
      initialValue: DEFAULT_SUBMIT_LABEL,
    }),
    defineField({
      name: 'successMessage',
      title: 'Success message',
      type: 'simpleRichText',
      group: 'delivery',
      description: `Shown in place of the form after it is sent. Leave empty for "${DEFAULT_SUCCESS_MESSAGE}".`,
    }),
    defineField({
      name: 'fileDownload',
      title: 'File to download',
      type: 'file',
      group: 'delivery',
      description:
        'Optional: a file (e.g. a PDF report) that downloads automatically once the form is sent.',
    }),
    booleanField(
      'defaultDotComForm',
      'Send through the form-routing provider',
      'Switch on to send submissions through the external form-routing provider instead of the site. Needs the provider form id and team id below.',
      false,
      'delivery',
    ),
    providerIdField(
      'defaultDotComFormId',
      'Provider form id',
      'The form id from the form-routing provider.',
    ),
    providerIdField(
      'defaultDotComTeamId',
      'Provider team id',
      'The team id from the form-routing provider.',
    ),
  ],
  preview: titledPreview({
    select: { title: 'title', visibleTitle: 'visibleTitle', fields: 'fields' },
    fallback: 'Untitled form',
    subtitle: ({ visibleTitle, fields }) => joinParts([visibleTitle, countLabel(fields, 'field')]),
  }),
})
