import { defineField, defineType } from 'sanity'

/** Empty vertical space between blocks, set separately for phones and larger screens. */
export const SPACER_MIN = 0
export const SPACER_MAX = 400

export const spacer = defineType({
  name: 'spacer',
  title: 'Spacer',
  type: 'object',
  fields: [
    defineField({
      name: 'mobileSpacer',
      title: 'Space on phones (px)',
      type: 'number',
      description: `Height in pixels on small screens, ${SPACER_MIN}–${SPACER_MAX}.`,
      initialValue: 32,
      validation: (rule) => rule.required().integer().min(SPACER_MIN).max(SPACER_MAX),
    }),
    defineField({
      name: 'desktopSpacer',
      title: 'Space on larger screens (px)',
      type: 'number',
      description: `Height in pixels on tablets and desktops, ${SPACER_MIN}–${SPACER_MAX}.`,
      initialValue: 64,
      validation: (rule) => rule.required().integer().min(SPACER_MIN).max(SPACER_MAX),
    }),
  ],
  preview: {
    select: { mobile: 'mobileSpacer', desktop: 'desktopSpacer' },
    prepare: ({ mobile, desktop }) => ({
      title: 'Spacer',
      subtitle: `${mobile ?? '?'} px on phones · ${desktop ?? '?'} px on larger screens`,
    }),
  },
})
