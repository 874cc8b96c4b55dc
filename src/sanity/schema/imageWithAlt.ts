import { defineField, defineType } from 'sanity'

import { captionField } from './fields'

/** SPEC §3 Image value. lqip and dimensions come from the asset's metadata. */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'object',
  fields: [
    defineField({
      name: 'image',
      title: 'Image',
      type: 'image',
      description:
        'Upload or choose an image. Set the focal point (hotspot) so cropping keeps the important part in view.',
      // 'dimensions' is always stored by Sanity and is not an accepted metadata option.
      options: { hotspot: true, metadata: ['lqip'] },
      validation: (rule) => rule.required().assetRequired(),
    }),
    defineField({
      name: 'altText',
      title: 'Alternative text',
      type: 'string',
      description:
        'Describe what the image shows for people using screen readers. Leave empty only for purely decorative images.',
      validation: (rule) =>
        rule.custom((value, context) => {
          const caption = (context.parent as { caption?: string } | undefined)?.caption
          return value || caption
            ? true
            : {
                message:
                  'Add alternative text (or a caption, which is used instead) unless the image is decorative.',
                level: 'warning',
              }
        }),
    }),
    captionField(
      'Optional text shown with the image. Used as the alternative text when that is empty.',
    ),
  ],
  preview: {
    select: { media: 'image', altText: 'altText', caption: 'caption' },
    prepare: ({ media, altText, caption }) => ({
      title: altText ?? caption ?? 'Image without alternative text',
      subtitle: altText && caption ? caption : undefined,
      media,
    }),
  },
})
