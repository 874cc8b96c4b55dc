import { defineType } from 'sanity'

import { hexColorField } from './fields'
import { requiredString, titledPreview } from './helpers'
import { joinParts } from './rules'

// Defaults: SPEC §9 "Default theme colours".
export const theme = defineType({
  name: 'theme',
  title: 'Theme',
  type: 'document',
  description: 'A named colour theme that pages, sections and buttons can reuse.',
  fields: [
    requiredString(
      'name',
      'Name',
      'How editors find this theme, e.g. "Dark", "Light", "Orange accent".',
    ),
    hexColorField({
      name: 'colorAccent',
      title: 'Accent colour',
      description: 'Highlights: links, primary buttons, focus borders. Hex, e.g. #ec4e02.',
      initialValue: '#ec4e02',
    }),
    hexColorField({
      name: 'accentBackgroundColor',
      title: 'Accent background colour',
      description:
        'Background of cards and highlighted panels inside a section. Hex, e.g. #f3f3f3.',
      initialValue: '#f3f3f3',
    }),
    hexColorField({
      name: 'backgroundColor',
      title: 'Background colour',
      description:
        'Background of the section. The header takes its colours from the first section that has one. Hex, e.g. #ffffff.',
      initialValue: '#ffffff',
    }),
    hexColorField({
      name: 'textColor',
      title: 'Text colour',
      description:
        'Main text colour. Make sure it contrasts with the background. Hex, e.g. #1b2333.',
      initialValue: '#1b2333',
    }),
    hexColorField({
      name: 'foregroundSecondaryColor',
      title: 'Secondary text colour',
      description: 'Quieter text: captions, subtitles, meta text. Hex, e.g. #666d79.',
      initialValue: '#666d79',
    }),
  ],
  preview: titledPreview({
    select: {
      title: 'name',
      background: 'backgroundColor',
      text: 'textColor',
      accent: 'colorAccent',
    },
    fallback: 'Untitled theme',
    subtitle: ({ background, text, accent }) =>
      joinParts([
        background && `bg ${background}`,
        text && `text ${text}`,
        accent && `accent ${accent}`,
      ]),
  }),
})
