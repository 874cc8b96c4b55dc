import { defineArrayMember, defineField, defineType } from 'sanity'

import { validateHtmlId } from './rules'

/** SPEC §2 content-managed form block, §3 Form. Defaults: SPEC §9. */
export const DEFAULT_SUBMIT_LABEL = 'Submit'
export const DEFAULT_SUCCESS_MESSAGE = 'Thank you for submitting the form'

type FormDocumentValues = { defaultDotComForm?: boolean } | undefined

const usesProvider = (document: unknown) =>
  Boolean((document as FormDocumentValues)?.defaultDotComForm)

export const formDocument = defineType({
  name: 'formDocument',
  title: 'Form',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'delivery', title: 'After submit & routing' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Internal title',
      type: 'string',
      group: 'content',
      description: 'Only editors see this, e.g. "Contact sales – enterprise page".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'visibleTitle',
      title: 'Visible title',
      type: 'string',
      group: 'content',
      description: 'Optional heading shown above the form, e.g. "Talk to sales".',
    }),
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
    defineField({
      name: 'defaultDotComForm',
      title: 'Send through the form-routing provider',
      type: 'boolean',
      group: 'delivery',
      description:
        'Switch on to send submissions through the external form-routing provider instead of the site. Needs the provider form id and team id below.',
      initialValue: false,
    }),
    defineField({
      name: 'defaultDotComFormId',
      title: 'Provider form id',
      type: 'string',
      group: 'delivery',
      description: 'The form id from the form-routing provider.',
      hidden: ({ document }) => !usesProvider(document),
      validation: (rule) =>
        rule.custom((value, context) =>
          usesProvider(context.document) && !value ? 'Required when using the provider.' : true,
        ),
    }),
    defineField({
      name: 'defaultDotComTeamId',
      title: 'Provider team id',
      type: 'string',
      group: 'delivery',
      description: 'The team id from the form-routing provider.',
      hidden: ({ document }) => !usesProvider(document),
      validation: (rule) =>
        rule.custom((value, context) =>
          usesProvider(context.document) && !value ? 'Required when using the provider.' : true,
        ),
    }),
  ],
  preview: {
    select: { title: 'title', visibleTitle: 'visibleTitle', fields: 'fields' },
    prepare: ({ title, visibleTitle, fields }) => {
      const count = Array.isArray(fields) ? fields.length : 0
      return {
        title: title ?? 'Untitled form',
        subtitle: [visibleTitle, `${count} field${count === 1 ? '' : 's'}`]
          .filter(Boolean)
          .join(' · '),
      }
    },
  },
})
