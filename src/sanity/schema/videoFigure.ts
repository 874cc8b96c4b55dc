import { defineField, defineType } from 'sanity'

import { captionField, imageField } from './fields'
import { booleanField, requiredString, titledPreview } from './helpers'
import { validateSafeHref } from './rules'

/** A video played inline in the page. */
export const videoFigure = defineType({
  name: 'videoFigure',
  title: 'Video',
  type: 'object',
  fields: [
    requiredString('title', 'Title', 'What the video shows; read out to screen-reader users.'),
    defineField({
      name: 'videoUrl',
      title: 'Video address',
      type: 'url',
      description: 'A direct link to an MP4 or WebM file, starting with https://.',
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ['https', 'http'] })
          .custom(validateSafeHref),
    }),
    imageField({
      name: 'poster',
      title: 'Poster image',
      description: 'The still shown before the video plays.',
    }),
    captionField('Optional text under the video.'),
    defineField({
      name: 'captions',
      title: 'Captions (WebVTT)',
      type: 'file',
      description:
        'A .vtt captions file for the speech and meaningful sounds (WCAG 1.2.2). Shown in the player; visitors turn them on or off there.',
      options: { accept: '.vtt,text/vtt' },
    }),
    defineField({
      name: 'captionsLanguage',
      title: 'Captions language',
      type: 'string',
      description: 'The language of the captions as a BCP 47 code, e.g. "en" or "de".',
      initialValue: 'en',
      hidden: ({ parent }) => !(parent as { captions?: unknown } | undefined)?.captions,
    }),
    defineField({
      name: 'transcript',
      title: 'Transcript',
      type: 'text',
      rows: 8,
      description:
        'Everything the video says and shows, as text (WCAG 1.2.3 / 1.2.5): shown under the video behind a "Transcript" toggle. Separate paragraphs with an empty line.',
    }),
    booleanField(
      'autoplay',
      'Play automatically',
      'Start playing, muted and looping, when the video scrolls into view. Not for videos with speech. Visitors who prefer reduced motion still get the play button.',
      false,
    ),
  ],
  preview: titledPreview({
    select: { title: 'title', url: 'videoUrl', media: 'poster.image' },
    fallback: 'Video',
    subtitle: ({ url }) => (url ? `Video · ${url}` : 'Video'),
  }),
})
