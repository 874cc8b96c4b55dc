import { defineArrayMember, defineType } from 'sanity'

/** Short formatted text (promo bar, form success message): paragraphs, bold, italic, links. */
export const simpleRichText = defineType({
  name: 'simpleRichText',
  title: 'Simple rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [{ title: 'Normal', value: 'normal' }],
      lists: [],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          defineArrayMember({ name: 'annotationLink', type: 'annotationLink', title: 'Link' }),
        ],
      },
    }),
  ],
})
